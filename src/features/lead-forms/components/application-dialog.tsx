import { useEffect, useRef } from 'react';
import { Input, Radio } from 'antd';
import type { z } from 'zod';
import { APPLICATION_PRODUCTS, applicationFormSchema, CALLBACK_HOURS, FREE_APPLICATION_SLOTS } from '@/contracts/leads';
import { useClickGuard } from '@/lib/use-click-guard';
import { currentSource, sendApplication } from '../api';
import { useLeadForm } from '../use-lead-form';
import { LeadDialogFrame } from './lead-dialog-frame';
import { FormField } from '@/components/form-field';
import './contact-dialog.css';

/** SPEC §5 / §9: the application form checks the phone 100 ms after typing stops. */
export const PHONE_CHECK_DELAY_MS = 100;

export interface ApplicationDialogProps {
  open: boolean;
  onClose: () => void;
}

type ApplicationInput = z.input<typeof applicationFormSchema>;

const EMPTY = { name: '', phone: '', companyName: '', content: '' } as ApplicationInput;

/**
 * The home page's application form (SPEC §2, §4, §5): name checked on blur, phone 100 ms after typing,
 * full validation before POST /api/email/sendEmail2; success toasts '提交成功', hides and resets.
 */
export default function ApplicationDialog({ open, onClose }: ApplicationDialogProps) {
  const phoneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // DECISIONS D7: the submit button stays disabled 6000 ms after a click, or until the answer if later.
  const guard = useClickGuard();
  const { form, close, submit } = useLeadForm({
    guard,
    schema: applicationFormSchema,
    empty: EMPTY,
    open,
    onClose,
    reValidateMode: 'onBlur',
    send: async (values) => {
      await sendApplication({
        name: values.name,
        phone: values.phone,
        companyName: values.companyName ?? '',
        applicationName: values.applicationName,
        content: values.content ?? '',
        source: currentSource(),
      });
      return true;
    },
  });
  const { control, trigger, formState } = form;

  useEffect(() => () => clearTimeout(phoneTimer.current), []);

  const cancel = () => {
    clearTimeout(phoneTimer.current);
    close();
  };

  return (
    <LeadDialogFrame
      open={open}
      title="申请表单"
      width={560}
      rootClassName="contact-dialog"
      autoInsertSpace={false}
      onCancel={cancel}
      onSubmit={() => submit()}
      submitText="提交申请"
      submitProps={{ loading: formState.isSubmitting, disabled: guard.disabled && !formState.isSubmitting }}
      intro={
        <p className="contact-dialog__intro">
          {FREE_APPLICATION_SLOTS} 个免费应用名额，仅限企业用户申请。提交后我们将在 {CALLBACK_HOURS} 小时内电话回访。
        </p>
      }
    >
      <FormField
        control={control}
        name="name"
        label="姓名"
        id="apply-name"
        required
        placeholder="请输入您的姓名"
        autoComplete="name"
      />
      <FormField
        control={control}
        name="phone"
        label="电话"
        id="apply-phone"
        required
        render={(input) => (
          <Input
            {...input}
            placeholder="请输入 11 位手机号码"
            inputMode="numeric"
            autoComplete="tel"
            onChange={(event) => {
              input.onChange(event);
              clearTimeout(phoneTimer.current);
              phoneTimer.current = setTimeout(() => void trigger('phone'), PHONE_CHECK_DELAY_MS);
            }}
          />
        )}
      />
      <FormField
        control={control}
        name="companyName"
        label="公司名称"
        id="apply-company"
        placeholder="请输入公司名称"
        autoComplete="organization"
      />
      <FormField
        control={control}
        name="applicationName"
        label={<span id="apply-product-label">申请产品</span>}
        required
        render={(input) => (
          <Radio.Group
            aria-labelledby="apply-product-label"
            value={input.value}
            onChange={(event) => {
              input.onChange(event.target.value);
              void trigger('applicationName');
            }}
            options={APPLICATION_PRODUCTS.map((product) => ({ label: product, value: product }))}
          />
        )}
      />
      <FormField
        control={control}
        name="content"
        label="需求描述"
        id="apply-content"
        render={(input) => (
          <Input.TextArea {...input} rows={4} placeholder="请描述您的行业、产品与希望上链的业务环节" />
        )}
      />
    </LeadDialogFrame>
  );
}
