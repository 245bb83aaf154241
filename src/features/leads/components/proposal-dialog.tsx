import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Modal } from 'antd';
import { AntdProvider } from '@/components/antd-provider';
import { LEAD_APPLICATIONS, proposalFormSchema, type ProposalForm } from '@/contracts/leads';
import { PROPOSAL_PARTICIPANTS } from '@/content/digital-collection';
import { siteConfig } from '@/content/site-config';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { currentSource, sendCustomEmail } from '../api';
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
export function ProposalDialog({ open, onClose }: ProposalDialogProps) {
  const idPrefix = useId();
  const guard = useClickGuard();
  const { control, handleSubmit, reset, formState } = useForm<ProposalInput, unknown, ProposalForm>({
    resolver: zodResolver(proposalFormSchema),
    mode: 'onBlur',
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const send = async (values: ProposalForm) => {
    try {
      const body = await sendCustomEmail(
        {
          name: values.name,
          phone: values.phone,
          companyName: values.companyName,
          content: values.remark ?? '',
          email: siteConfig.leadsEmail,
          application: LEAD_APPLICATIONS.proposal,
          source: currentSource(),
        },
        { silentError: true },
      );
      if (body.code === 0) {
        notify.success('提交成功');
        close();
      }
    } catch {
      // SPEC §4: a failed submission keeps the dialog open and shows no message.
    }
  };

  const submit = () => guard.run(() => handleSubmit(send)());

  return (
    <AntdProvider forceChinese>
      <Modal
        open={open}
        centered
        destroyOnHidden
        mask={{ closable: false }}
        keyboard
        width={480}
        title={LEAD_APPLICATIONS.proposal}
        className="proposal-dialog"
        onCancel={close}
        footer={[
          <Button key="cancel" onClick={close}>
            取消
          </Button>,
          <Button key="submit" type="primary" disabled={guard.disabled} onClick={() => void submit()}>
            立即提交
          </Button>,
        ]}
      >
        <p className="proposal-dialog__joined">
          已有 <strong>{PROPOSAL_PARTICIPANTS}</strong> 人参与
        </p>
        <p className="proposal-dialog__hint">留下联系方式，方案顾问将在 1 个工作日内与您联系并发送完整建设方案。</p>
        <Form
          layout="vertical"
          component="div"
          requiredMark
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') void submit();
          }}
        >
          {FIELDS.map((field) => {
            const error = formState.errors[field.key]?.message;
            const id = `${idPrefix}-${field.key}`;
            return (
              <Form.Item
                key={field.key}
                label={field.label}
                htmlFor={id}
                required={field.required}
                validateStatus={error ? 'error' : undefined}
                help={error}
              >
                <Controller
                  control={control}
                  name={field.key}
                  render={({ field: input }) => (
                    <Input
                      {...input}
                      id={id}
                      placeholder={field.placeholder}
                      autoComplete={field.autoComplete}
                      inputMode={field.key === 'phone' ? 'numeric' : undefined}
                      maxLength={field.key === 'phone' ? 11 : 50}
                      aria-invalid={error ? true : undefined}
                    />
                  )}
                />
              </Form.Item>
            );
          })}
          <Form.Item label="备注" htmlFor={`${idPrefix}-remark`}>
            <Controller
              control={control}
              name="remark"
              render={({ field: input }) => (
                <Input.TextArea
                  {...input}
                  id={`${idPrefix}-remark`}
                  placeholder="可简要描述您的需求，例如发行规模、上线时间"
                  autoSize={{ minRows: 3, maxRows: 6 }}
                  maxLength={2000}
                />
              )}
            />
          </Form.Item>
        </Form>
      </Modal>
    </AntdProvider>
  );
}

export default ProposalDialog;
