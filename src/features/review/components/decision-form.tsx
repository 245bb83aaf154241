import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { returnFocus } from '@/lib/dialog-focus';
import { REASON_MAX, useDecision, type DecisionProps } from '../use-decision';

/**
 * The decision of every review, in the review drawer's footer: 通过 and 驳回. 驳回 opens a dialog that asks for the
 * reason (it is mailed to the applicant) and confirms the final decision; 通过 decides at once, or confirms first
 * where `confirmApproval` says so (a registration: its approval opens an account).
 */
export function DecisionForm(props: DecisionProps) {
  const { t } = useTranslation();
  const decision = useDecision(props);
  const rejecting = decision.asking === 'reject';
  const text = (key: string) => t(`management.review.subjects.${props.subject}.${key}`);

  return (
    <>
      <Space>
        <Button
          autoInsertSpace={false}
          type="primary"
          disabled={decision.busy}
          onClick={() => decision.choose('approve')}
        >
          {t('management.review.approve')}
        </Button>
        <Button autoInsertSpace={false} danger disabled={decision.busy} onClick={() => decision.choose('reject')}>
          {t('management.review.reject')}
        </Button>
      </Space>
      <Modal
        open={decision.open}
        title={rejecting ? text('rejectTitle') : text('approveTitle')}
        okText={rejecting ? t('management.review.rejectConfirm') : t('management.review.approveConfirm')}
        cancelText={t('management.common.cancel')}
        okButtonProps={{ autoInsertSpace: false, danger: rejecting, disabled: decision.busy, loading: decision.busy }}
        onOk={decision.confirm}
        cancelButtonProps={{ autoInsertSpace: false }}
        onCancel={decision.cancel}
        // A rejection's dialog asks for the reason: the keyboard starts in it (antd focuses the dialog itself).
        afterOpenChange={(visible) => {
          if (visible && rejecting) decision.form.setFocus('reason');
        }}
        afterClose={() => {
          decision.closed();
          // A decision removes the footer button that opened this dialog: focus goes back into the review drawer.
          returnFocus(null, () => document.querySelector('.review-drawer [role="dialog"]'));
        }}
        mask={{ closable: false }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {rejecting ? t('management.review.rejectText') : text('approveText')}
        </Typography.Paragraph>
        {rejecting && (
          <Form layout="vertical" component="div">
            <FormField
              control={decision.form.control}
              name="reason"
              id="review-reject-reason"
              label={t('management.review.reason')}
              required
              render={(input, error) => (
                <Input.TextArea {...input} rows={4} maxLength={REASON_MAX} showCount aria-invalid={!!error} />
              )}
            />
          </Form>
        )}
      </Modal>
    </>
  );
}
