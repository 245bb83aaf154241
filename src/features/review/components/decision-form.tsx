import { useState, type CSSProperties } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { returnFocus } from '@/lib/dialog-focus';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import './review.css';

export type Decision = 'approve' | 'reject';

const REASON_MAX = 500;

/**
 * The one decision rule of every review (registrations, filings, rewards): approve, or reject with a reason that is
 * e-mailed to the applicant (DECISIONS D4, D14), at most 500 characters. A refused reason stops before the click
 * guard starts; the guard keeps a second click from sending a second decision.
 */
function useDecision(messages: { required: string; max: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const guard = useClickGuard();

  /** The reason to send ('' for an approval), or null when the rule refuses it (the field then says why). */
  const reasonFor = (decision: Decision): string | null => {
    if (decision === 'approve') {
      setError(null);
      return '';
    }
    const trimmed = reason.trim();
    const refused = !trimmed ? messages.required : trimmed.length > REASON_MAX ? messages.max : null;
    setError(refused);
    return refused ? null : trimmed;
  };
  const edit = (value: string) => {
    setReason(value);
    if (error) setError(null);
  };
  const reset = () => {
    setReason('');
    setError(null);
  };
  return { reason, error, edit, reset, reasonFor, guard };
}

/** The reason field of a rejection, as the inline panel and the dialog show it. */
function ReasonField({
  id,
  label,
  decision,
  required,
  rows,
  placeholder,
  style,
}: {
  id: string;
  label: string;
  decision: ReturnType<typeof useDecision>;
  required?: boolean;
  rows: number;
  placeholder?: string;
  style?: CSSProperties;
}) {
  return (
    <Form.Item
      label={<label htmlFor={id}>{label}</label>}
      required={required}
      validateStatus={decision.error ? 'error' : undefined}
      help={decision.error}
      style={style}
    >
      <Input.TextArea
        id={id}
        rows={rows}
        maxLength={REASON_MAX}
        showCount={required}
        aria-invalid={required ? !!decision.error : undefined}
        value={decision.reason}
        placeholder={placeholder}
        onChange={(event) => decision.edit(event.target.value)}
      />
    </Form.Item>
  );
}

/** Approve and reject side by side, as a review drawer's footer shows them. */
export function DecisionButtons({
  onDecide,
  disabled,
  labels,
}: {
  onDecide: (decision: Decision) => void;
  disabled?: boolean;
  labels: { approve: string; reject: string };
}) {
  return (
    <Space>
      <Button autoInsertSpace={false} type="primary" onClick={() => onDecide('approve')} disabled={disabled}>
        {labels.approve}
      </Button>
      <Button autoInsertSpace={false} danger onClick={() => onDecide('reject')} disabled={disabled}>
        {labels.reject}
      </Button>
    </Space>
  );
}

/**
 * A pending filing's or reward application's decision, inline in the review drawer's footer: the reason field and
 * the two buttons. After a decision the caller closes the drawer and reloads its list.
 */
export function DecisionPanel({
  idPrefix,
  record,
  decide,
  onDecided,
}: {
  idPrefix: string;
  record: { id: number };
  decide: (payload: { id: number; decision: Decision; reason: string }) => Promise<void>;
  onDecided: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const decision = useDecision({ required: t('talent.review.reasonRequired'), max: t('management.review.reasonMax') });

  const run = (choice: Decision) => {
    const reason = decision.reasonFor(choice);
    if (reason === null) return;
    return decision.guard.run(async () => {
      try {
        await decide({ id: record.id, decision: choice, reason });
        await onDecided();
        notify.success(t(choice === 'approve' ? 'talent.review.approved' : 'talent.review.rejected'));
      } catch {
        // toasted by the request layer (e.g. already decided)
      }
    });
  };

  return (
    <Form layout="vertical" component={false}>
      <div className="review-decision">
        <ReasonField
          id={`${idPrefix}-reason`}
          label={t('talent.review.reasonLabel')}
          decision={decision}
          rows={2}
          placeholder={t('talent.review.reasonPlaceholder')}
          style={{ marginBottom: 8 }}
        />
        <DecisionButtons
          onDecide={(choice) => void run(choice)}
          disabled={decision.guard.disabled}
          labels={{ approve: t('talent.review.approve'), reject: t('talent.review.reject') }}
        />
      </div>
    </Form>
  );
}

/**
 * A registration's decision, confirmed in a dialog (the footer's buttons open it): the decision is final, the
 * applicant is e-mailed either way. `onSettled` runs after success and after a refusal (e.g. 10007 already decided)
 * so the caller refreshes.
 */
export function DecisionDialog({
  decision: choice,
  decide,
  onClose,
  onSettled,
}: {
  decision: Decision | null;
  decide: (payload: { decision: Decision; reason: string }) => Promise<string>;
  onClose: () => void;
  onSettled: () => void;
}) {
  const { t } = useTranslation();
  const decision = useDecision({
    required: t('management.review.reasonRequired'),
    max: t('management.review.reasonMax'),
  });
  const rejecting = choice === 'reject';

  const close = () => {
    decision.reset();
    onClose();
  };

  const submit = () => {
    const reason = decision.reasonFor(rejecting ? 'reject' : 'approve');
    if (reason === null) return;
    void decision.guard.run(async () => {
      try {
        notify.success(await decide({ decision: rejecting ? 'reject' : 'approve', reason }));
      } catch {
        // The request layer showed the server's message (already decided, own organisation, …).
      }
      close();
      onSettled();
    });
  };

  return (
    <Modal
      open={choice !== null}
      title={rejecting ? t('management.review.rejectTitle') : t('management.review.approveTitle')}
      okText={rejecting ? t('management.review.rejectConfirm') : t('management.review.approveConfirm')}
      cancelText={t('management.common.cancel')}
      okButtonProps={{
        autoInsertSpace: false,
        danger: rejecting,
        disabled: decision.guard.disabled,
        loading: decision.guard.disabled,
      }}
      onOk={submit}
      cancelButtonProps={{ autoInsertSpace: false }}
      onCancel={close}
      // A decision replaces the footer button that opened this dialog: focus goes back into the review drawer.
      afterClose={() => returnFocus(null, () => document.querySelector('.review-drawer [role="dialog"]'))}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {rejecting ? t('management.review.rejectText') : t('management.review.approveText')}
      </Typography.Paragraph>
      {rejecting && (
        <Form layout="vertical" component="div">
          <ReasonField
            id="review-reject-reason"
            label={t('management.review.reason')}
            decision={decision}
            required
            rows={4}
          />
        </Form>
      )}
    </Modal>
  );
}
