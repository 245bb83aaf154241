import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/**
 * The one review drawer (registrations, filings, rewards): a record's details, and while it is pending its decision
 * in the footer. Outside clicks do not close it, so a half-typed reason is not lost.
 */
export function ReviewDrawer({
  open,
  onClose,
  size,
  title,
  rootClassName,
  decision,
  children,
}: {
  open: boolean;
  onClose: () => void;
  size: number;
  title: string;
  rootClassName?: string;
  /** The decision form, or null once the record is decided. */
  decision: ReactNode;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={size}
      title={title}
      rootClassName={`review-drawer${rootClassName ? ` ${rootClassName}` : ''}`}
      // antd's drawer tries to focus its dialog, which cannot take focus (no tabindex): the dialog is made focusable
      // and focused, so the keyboard starts inside it and a screen reader names it.
      afterOpenChange={(visible) => {
        if (!visible) return;
        const dialog = document.querySelector<HTMLElement>('.review-drawer [role="dialog"]');
        if (!dialog || dialog.contains(document.activeElement)) return;
        dialog.tabIndex = -1;
        dialog.focus();
      }}
      mask={{ closable: false }}
      destroyOnHidden
      footer={decision}
    >
      {children}
    </Drawer>
  );
}
