import type { KeyboardEvent, ReactNode } from 'react';
import { Button, Form, Modal, type ButtonProps, type ModalProps } from 'antd';
import { AntdProvider } from '@/components/antd-provider';

export interface LeadDialogFrameProps extends Omit<
  ModalProps,
  'onCancel' | 'footer' | 'centered' | 'mask' | 'children'
> {
  /** Cancel, the close icon and Esc. */
  onCancel: () => void;
  onSubmit: () => unknown;
  submitText: string;
  submitProps?: Pick<ButtonProps, 'loading' | 'disabled'>;
  /** false keeps antd from spacing two-character labels ('取 消'). */
  autoInsertSpace?: boolean;
  /** Enter in a text input submits, as the button does. */
  submitOnEnter?: boolean;
  /** What stands above the fields. */
  intro: ReactNode;
  /** The fields, in order. */
  children: ReactNode;
}

/**
 * The frame of every lead dialog (SPEC §4, §5): a centred antd modal in Chinese that a backdrop click does not close,
 * a Cancel and a primary submit button, the intro, then the fields in a vertical form.
 */
export function LeadDialogFrame({
  onCancel,
  onSubmit,
  submitText,
  submitProps,
  autoInsertSpace,
  submitOnEnter = false,
  intro,
  children,
  ...modalProps
}: LeadDialogFrameProps) {
  const submitOnEnterKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') void onSubmit();
  };
  return (
    <AntdProvider forceChinese>
      <Modal
        {...modalProps}
        centered
        mask={{ closable: false }}
        onCancel={onCancel}
        footer={[
          <Button key="cancel" autoInsertSpace={autoInsertSpace} onClick={onCancel}>
            取消
          </Button>,
          <Button
            key="submit"
            type="primary"
            autoInsertSpace={autoInsertSpace}
            {...submitProps}
            onClick={() => void onSubmit()}
          >
            {submitText}
          </Button>,
        ]}
      >
        {intro}
        <Form layout="vertical" component="div" requiredMark onKeyDown={submitOnEnter ? submitOnEnterKey : undefined}>
          {children}
        </Form>
      </Modal>
    </AntdProvider>
  );
}
