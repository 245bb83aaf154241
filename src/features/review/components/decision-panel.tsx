import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';

/** Approve, or reject with a reason (required; it is e-mailed to the organisation). */
export function DecisionPanel({
  idPrefix,
  onDecide,
}: {
  idPrefix: string;
  onDecide: (decision: 'approve' | 'reject', reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const guard = useClickGuard();
  const id = `${idPrefix}-reason`;

  const decide = (decision: 'approve' | 'reject') => {
    // A rejection without a reason is refused before the guard starts (DECISIONS D14).
    if (decision === 'reject' && !reason.trim()) {
      setError(t('talent.review.reasonRequired'));
      return;
    }
    setError(undefined);
    return guard.run(async () => {
      try {
        await onDecide(decision, decision === 'reject' ? reason.trim() : '');
        notify.success(t(decision === 'approve' ? 'talent.review.approved' : 'talent.review.rejected'));
      } catch {
        // toasted by the request layer (e.g. already decided)
      }
    });
  };

  return (
    <Form layout="vertical" component={false}>
      <div className="talent-decision">
        <Form.Item
          label={<label htmlFor={id}>{t('talent.review.reasonLabel')}</label>}
          validateStatus={error ? 'error' : undefined}
          help={error}
          style={{ marginBottom: 8 }}
        >
          <Input.TextArea
            id={id}
            rows={2}
            maxLength={500}
            value={reason}
            placeholder={t('talent.review.reasonPlaceholder')}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
        <Space>
          <Button autoInsertSpace={false} type="primary" onClick={() => decide('approve')} disabled={guard.disabled}>
            {t('talent.review.approve')}
          </Button>
          <Button autoInsertSpace={false} danger onClick={() => decide('reject')} disabled={guard.disabled}>
            {t('talent.review.reject')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}
