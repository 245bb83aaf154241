import { useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { decideRegistration } from '../api';

export type Decision = 'approve' | 'reject';

const REASON_MAX = 500;

/**
 * Approve, or reject with a required reason (DECISIONS D4: the applicant is e-mailed either way). The decision is
 * final; `onSettled` runs after success and after a refusal (e.g. 10007 already decided) so the caller refreshes.
 */
export function DecisionDialog({
  registrationId,
  decision,
  onClose,
  onSettled,
}: {
  registrationId: number;
  decision: Decision | null;
  onClose: () => void;
  onSettled: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const guard = useClickGuard();
  const rejecting = decision === 'reject';

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = () => {
    const trimmed = reason.trim();
    if (rejecting && !trimmed) {
      setError(t('management.review.reasonRequired'));
      return;
    }
    if (trimmed.length > REASON_MAX) {
      setError(t('management.review.reasonMax'));
      return;
    }
    void guard.run(async () => {
      try {
        const message = await decideRegistration({
          id: registrationId,
          decision: rejecting ? 'reject' : 'approve',
          reason: rejecting ? trimmed : '',
        });
        notify.success(message);
      } catch {
        // The request layer showed the server's message (already decided, own organisation, …).
      }
      close();
      onSettled();
    });
  };

  return (
    <Modal
      open={decision !== null}
      title={rejecting ? t('management.review.rejectTitle') : t('management.review.approveTitle')}
      okText={rejecting ? t('management.review.rejectConfirm') : t('management.review.approveConfirm')}
      cancelText={t('management.common.cancel')}
      okButtonProps={{ autoInsertSpace: false, danger: rejecting, disabled: guard.disabled, loading: guard.disabled }}
      onOk={submit}
      cancelButtonProps={{ autoInsertSpace: false }}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {rejecting ? t('management.review.rejectText') : t('management.review.approveText')}
      </Typography.Paragraph>
      {rejecting && (
        <Form layout="vertical" component="div">
          <Form.Item
            label={<label htmlFor="review-reject-reason">{t('management.review.reason')}</label>}
            required
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.TextArea
              id="review-reject-reason"
              value={reason}
              rows={4}
              maxLength={REASON_MAX}
              showCount
              aria-invalid={!!error}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(null);
              }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
