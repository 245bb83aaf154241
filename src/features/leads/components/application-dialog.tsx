import { useEffect, useRef } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { APPLICATION_PRODUCTS, applicationFormSchema, CALLBACK_HOURS, FREE_APPLICATION_SLOTS } from '@/contracts/leads';
import { AntdProvider } from '@/components/antd-provider';
import { notify } from '@/lib/notify';
import { currentSource, sendApplication } from '../api';
import './contact-dialog.css';

/** SPEC §5 / §9: the application form checks the phone 100 ms after typing stops. */
export const PHONE_CHECK_DELAY_MS = 100;

export interface ApplicationDialogProps {
  open: boolean;
  onClose: () => void;
}

type ApplicationInput = z.input<typeof applicationFormSchema>;
type ApplicationValues = z.output<typeof applicationFormSchema>;

const EMPTY = { name: '', phone: '', companyName: '', content: '' } as ApplicationInput;

/**
 * The home page's application form (SPEC §2, §4, §5): name checked on blur, phone 100 ms after typing,
 * full validation before POST /api/email/sendEmail2; success toasts '提交成功', hides and resets.
 */
export default function ApplicationDialog({ open, onClose }: ApplicationDialogProps) {
  const phoneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const {
    control,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput, unknown, ApplicationValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: EMPTY,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });

  useEffect(() => () => clearTimeout(phoneTimer.current), []);
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const cancel = () => {
    clearTimeout(phoneTimer.current);
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await sendApplication({
        name: values.name,
        phone: values.phone,
        companyName: values.companyName ?? '',
        applicationName: values.applicationName,
        content: values.content ?? '',
        source: currentSource(),
      });
    } catch {
      return; // toasted by the request layer; the visitor's input stays
    }
    notify.success('提交成功');
    reset(EMPTY);
    onClose();
  });

  const status = (name: keyof ApplicationInput) => (errors[name] ? 'error' : undefined);

  return (
    <AntdProvider forceChinese>
      <Modal
        open={open}
        title="申请表单"
        onCancel={cancel}
        mask={{ closable: false }}
        centered
        width={560}
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
            onClick={() => void submit()}
          >
            提交申请
          </Button>,
        ]}
      >
        <p className="contact-dialog__intro">
          {FREE_APPLICATION_SLOTS} 个免费应用名额，仅限企业用户申请。提交后我们将在 {CALLBACK_HOURS} 小时内电话回访。
        </p>
        <Form layout="vertical" component="div">
          <Form.Item
            label="姓名"
            htmlFor="apply-name"
            required
            validateStatus={status('name')}
            help={errors.name?.message}
          >
            <Controller
              name="name"
              control={control}
              render={({ field }) => (
                <Input {...field} id="apply-name" placeholder="请输入您的姓名" autoComplete="name" />
              )}
            />
          </Form.Item>
          <Form.Item
            label="电话"
            htmlFor="apply-phone"
            required
            validateStatus={status('phone')}
            help={errors.phone?.message}
          >
            <Controller
              name="phone"
              control={control}
              render={({ field }) => (
                <Input
                  {...field}
                  id="apply-phone"
                  placeholder="请输入 11 位手机号码"
                  inputMode="numeric"
                  autoComplete="tel"
                  onChange={(event) => {
                    field.onChange(event);
                    clearTimeout(phoneTimer.current);
                    phoneTimer.current = setTimeout(() => void trigger('phone'), PHONE_CHECK_DELAY_MS);
                  }}
                />
              )}
            />
          </Form.Item>
          <Form.Item
            label="公司名称"
            htmlFor="apply-company"
            validateStatus={status('companyName')}
            help={errors.companyName?.message}
          >
            <Controller
              name="companyName"
              control={control}
              render={({ field }) => (
                <Input {...field} id="apply-company" placeholder="请输入公司名称" autoComplete="organization" />
              )}
            />
          </Form.Item>
          <Form.Item
            label={<span id="apply-product-label">申请产品</span>}
            required
            validateStatus={status('applicationName')}
            help={errors.applicationName?.message}
          >
            <Controller
              name="applicationName"
              control={control}
              render={({ field }) => (
                <Radio.Group
                  aria-labelledby="apply-product-label"
                  value={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    void trigger('applicationName');
                  }}
                  options={APPLICATION_PRODUCTS.map((product) => ({ label: product, value: product }))}
                />
              )}
            />
          </Form.Item>
          <Form.Item
            label="需求描述"
            htmlFor="apply-content"
            validateStatus={status('content')}
            help={errors.content?.message}
          >
            <Controller
              name="content"
              control={control}
              render={({ field }) => (
                <Input.TextArea
                  {...field}
                  id="apply-content"
                  rows={4}
                  placeholder="请描述您的行业、产品与希望上链的业务环节"
                />
              )}
            />
          </Form.Item>
        </Form>
      </Modal>
    </AntdProvider>
  );
}
