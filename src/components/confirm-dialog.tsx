import { useState, type ReactNode } from 'react';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '@/lib/use-click-guard';

/**
 * Asks before an action that cannot be taken back lightly (disable an account, delete an article …). The confirm
 * button is click-guarded (D7); the dialog closes once `onConfirm` settles, whatever the answer (a refusal has been
 * shown by the request layer). A backdrop click does not close it (SPEC §9).
 */
interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  okText: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Each opening asks about a new action and gets its own click guard: the guard of the action confirmed a moment
  // ago would otherwise show the next confirm button as loading for the rest of its 6000 ms.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpening(opening + 1);
  }
  return <GuardedConfirmDialog key={opening} {...props} />;
}

function GuardedConfirmDialog({ open, title, text, okText, danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const guard = useClickGuard();
  const confirm = () =>
    void guard.run(async () => {
      await onConfirm().catch(() => undefined);
      onClose();
    });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('management.common.cancel')}
      okButtonProps={{ autoInsertSpace: false, danger, disabled: guard.disabled, loading: guard.disabled }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={confirm}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
    </Modal>
  );
}
