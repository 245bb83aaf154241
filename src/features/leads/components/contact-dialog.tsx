import { useEffect } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { contactFormSchema, LEAD_APPLICATIONS } from '@/contracts/leads';
import { siteConfig } from '@/content/site-config';
import { AntdProvider } from '@/components/antd-provider';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { currentSource, sendCustomEmail } from '../api';
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
type ContactValues = z.output<typeof contactFormSchema>;

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
  const guard = useClickGuard();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
    mode: 'onBlur',
  });

  // A new opening starts from an empty form, whichever way the last one ended.
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const cancel = () => {
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await sendCustomEmail({
        name: values.name,
        phone: values.phone,
        companyName: values.companyName,
        content: values.content ?? '',
        email: siteConfig.leadsEmail,
        application,
        source: currentSource(),
      });
    } catch {
      return; // the request layer has toasted; keep what the visitor typed
    }
    notify.success('提交成功');
    reset(EMPTY);
    onClose();
  });

  const fieldStatus = (name: keyof ContactInput) => (errors[name] ? 'error' : undefined);

  return (
    <AntdProvider forceChinese>
      <Modal
        open={open}
        title={title}
        onCancel={cancel}
        mask={{ closable: false }}
        centered
        width={520}
        rootClassName="contact-dialog"
        footer={[
          <Button key="cancel" autoInsertSpace={false} onClick={cancel}>
            取消
          </Button>,
          <Button
            key="submit"
            type="primary"
            autoInsertSpace={false}
            loading={isSubmitting}
            disabled={guard.disabled && !isSubmitting}
            onClick={() => void guard.run(() => submit())}
          >
            提交
          </Button>,
        ]}
      >
        <p className="contact-dialog__intro">
          请留下您的联系方式，我们将在工作日 24 小时内与您联系。也可直接拨打热线 {siteConfig.hotline}。
        </p>
        <Form layout="vertical" component="div" requiredMark>
          <Form.Item
            label="姓名"
            htmlFor="contact-name"
            required
            validateStatus={fieldStatus('name')}
            help={errors.name?.message}
          >
            <Controller
              name="name"
              control={control}
              render={({ field }) => (
                <Input {...field} id="contact-name" placeholder="请输入您的姓名" maxLength={40} autoComplete="name" />
              )}
            />
          </Form.Item>
          <Form.Item
            label="电话"
            htmlFor="contact-phone"
            required
            validateStatus={fieldStatus('phone')}
            help={errors.phone?.message}
          >
            <Controller
              name="phone"
              control={control}
              render={({ field }) => (
                <Input
                  {...field}
                  id="contact-phone"
                  placeholder="请输入 11 位手机号码"
                  inputMode="numeric"
                  autoComplete="tel"
                />
              )}
            />
          </Form.Item>
          <Form.Item
            label="公司"
            htmlFor="contact-company"
            required
            validateStatus={fieldStatus('companyName')}
            help={errors.companyName?.message}
          >
            <Controller
              name="companyName"
              control={control}
              render={({ field }) => (
                <Input {...field} id="contact-company" placeholder="请输入公司名称" autoComplete="organization" />
              )}
            />
          </Form.Item>
          <Form.Item
            label="留言"
            htmlFor="contact-content"
            validateStatus={fieldStatus('content')}
            help={errors.content?.message}
          >
            <Controller
              name="content"
              control={control}
              render={({ field }) => (
                <Input.TextArea
                  {...field}
                  id="contact-content"
                  rows={4}
                  placeholder="请简要描述您的业务场景与需求（选填）"
                />
              )}
            />
          </Form.Item>
        </Form>
      </Modal>
    </AntdProvider>
  );
}
