import { useId } from 'react';
import { Input } from 'antd';
import { LEAD_APPLICATIONS } from '@/contracts/lead-applications';
import { proposalFormSchema } from '@/contracts/leads';
import { PROPOSAL_PARTICIPANTS } from '@/content/digital-collection';
import { useClickGuard } from '@/lib/use-click-guard';
import { sendContactLead } from '../api';
import { useLeadForm } from '../use-lead-form';
import { LeadDialogFrame } from './lead-dialog-frame';
import { FormField } from '@/components/form-field';
import './proposal-dialog.css';

export interface ProposalDialogProps {
  open: boolean;
  onClose: () => void;
}

type ProposalInput = { name: string; phone: string; companyName: string; remark?: string };
const EMPTY: ProposalInput = { name: '', phone: '', companyName: '', remark: '' };

const FIELDS = [
  { key: 'name', label: '姓名', placeholder: '请输入您的称呼/姓名', autoComplete: 'name', required: true },
  { key: 'phone', label: '手机号码', placeholder: '请输入手机号码', autoComplete: 'tel', required: true },
  {
    key: 'companyName',
    label: '公司名称',
    placeholder: '请输入公司名称',
    autoComplete: 'organization',
    required: true,
  },
] as const;

/**
 * Lead (proposal) dialog of the digital-collectible page (SPEC §2, §4, §5 lead form). Failure keeps it open with
 * no message of its own; closing resets fields and validation. Loaded lazily so antd stays off the first load.
 */
function ProposalDialog({ open, onClose }: ProposalDialogProps) {
  const idPrefix = useId();
  const guard = useClickGuard();
  const { form, close, submit } = useLeadForm({
    guard,
    schema: proposalFormSchema,
    empty: EMPTY,
    open,
    onClose,
    send: async ({ remark, ...fields }) => {
      // SPEC §4: a failed submission keeps the dialog open and shows no message.
      const body = await sendContactLead({ ...fields, content: remark }, LEAD_APPLICATIONS.proposal, {
        silentError: true,
      });
      return body.code === 0;
    },
  });
  const { control } = form;

  return (
    <LeadDialogFrame
      open={open}
      destroyOnHidden
      keyboard
      width={480}
      title={LEAD_APPLICATIONS.proposal}
      className="proposal-dialog"
      onCancel={close}
      onSubmit={() => submit()}
      submitText="立即提交"
      submitProps={{ disabled: guard.disabled }}
      submitOnEnter
      intro={
        <>
          <p className="proposal-dialog__joined">
            已有 <strong>{PROPOSAL_PARTICIPANTS}</strong> 人参与
          </p>
          <p className="proposal-dialog__hint">留下联系方式，方案顾问将在 1 个工作日内与您联系并发送完整建设方案。</p>
        </>
      }
    >
      {FIELDS.map((field) => (
        <FormField
          key={field.key}
          control={control}
          name={field.key}
          label={field.label}
          id={`${idPrefix}-${field.key}`}
          required={field.required}
          render={(input, error) => (
            <Input
              {...input}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              inputMode={field.key === 'phone' ? 'numeric' : undefined}
              maxLength={field.key === 'phone' ? 11 : 50}
              aria-invalid={error ? true : undefined}
            />
          )}
        />
      ))}
      <FormField
        control={control}
        name="remark"
        label="备注"
        id={`${idPrefix}-remark`}
        render={(input) => (
          <Input.TextArea
            {...input}
            placeholder="可简要描述您的需求，例如发行规模、上线时间"
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={2000}
          />
        )}
      />
    </LeadDialogFrame>
  );
}

export default ProposalDialog;
