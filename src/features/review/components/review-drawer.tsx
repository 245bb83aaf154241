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
      rootClassName={rootClassName}
      mask={{ closable: false }}
      destroyOnHidden
      footer={decision}
    >
      {children}
    </Drawer>
  );
}
