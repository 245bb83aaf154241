import { Input } from 'antd';
import type { z } from 'zod';
import { LEAD_APPLICATIONS } from '@/contracts/lead-applications';
import { contactFormSchema } from '@/contracts/leads';
import { shownFact } from '@/content/site-config';
import { useSiteFacts } from '@/content/site-facts';
import { useClickGuard } from '@/lib/use-click-guard';
import { sendContactLead } from '../api';
import { useLeadForm } from '../use-lead-form';
import { LeadDialogFrame } from './lead-dialog-frame';
import { FormField } from '@/components/form-field';
import './contact-dialog.css';

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  /** Label recorded with the lead; defaults to '立即咨询'. */
  application?: string;
  /** Dialog heading; defaults to '立即咨询'. */
  title?: string;
}

type ContactInput = z.input<typeof contactFormSchema>;

const EMPTY: ContactInput = { name: '', phone: '', companyName: '', content: '' };

/**
 * The one contact dialog of the marketing site (SPEC §4, §5 contact dialog): validate on confirm, send
 * POST /index/sendCustomEmail, on code 0 toast '提交成功', close and clear. Cancel clears and closes.
 * A failed request is toasted by the request layer; the dialog stays open with the input intact.
 */
export default function ContactDialog({
  open,
  onClose,
  application = LEAD_APPLICATIONS.consult,
  title = '立即咨询',
}: ContactDialogProps) {
  const facts = useSiteFacts();
  const guard = useClickGuard();
  const { form, close, submit } = useLeadForm({
    guard,
    schema: contactFormSchema,
    empty: EMPTY,
    open,
    onClose,
    send: async (values) => {
      await sendContactLead(values, application);
      return true;
    },
  });
  const { control, formState } = form;

  return (
    <LeadDialogFrame
      open={open}
      title={title}
      width={520}
      rootClassName="contact-dialog"
      autoInsertSpace={false}
      onCancel={close}
      onSubmit={() => submit()}
      submitText="提交"
      submitProps={{ loading: formState.isSubmitting, disabled: guard.disabled && !formState.isSubmitting }}
      intro={
        <p className="contact-dialog__intro">
          请留下您的联系方式，我们将在工作日 24 小时内与您联系。也可直接拨打热线 {shownFact(facts, facts.hotline)}。
        </p>
      }
    >
      <FormField
        control={control}
        name="name"
        label="姓名"
        id="contact-name"
        required
        placeholder="请输入您的姓名"
        maxLength={40}
        autoComplete="name"
      />
      <FormField
        control={control}
        name="phone"
        label="电话"
        id="contact-phone"
        required
        placeholder="请输入 11 位手机号码"
        inputMode="numeric"
        autoComplete="tel"
      />
      <FormField
        control={control}
        name="companyName"
        label="公司"
        id="contact-company"
        required
        placeholder="请输入公司名称"
        autoComplete="organization"
      />
      <FormField
        control={control}
        name="content"
        label="留言"
        id="contact-content"
        render={(input) => <Input.TextArea {...input} rows={4} placeholder="请简要描述您的业务场景与需求（选填）" />}
      />
    </LeadDialogFrame>
  );
}
