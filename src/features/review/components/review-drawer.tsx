import { useEffect, useRef, type ReactNode } from 'react';
import { Drawer } from 'antd';
import { focusOpenedDialog, returnFocus } from '@/lib/dialog-focus';
import type { DecisionProps } from '../use-decision';
import { DecisionForm } from './decision-form';

/**
 * The one review drawer (registrations, filings, rewards): a record's details, and while it is pending its decision
 * in the footer. An outside click does not close it (DECISIONS D7: no dialog closes on a backdrop click).
 */
export function ReviewDrawer({
  open,
  onClose,
  size,
  title,
  decision,
  children,
}: {
  open: boolean;
  onClose: () => void;
  size: number;
  title: string;
  /** The pending record's decision (the footer's form), or null while loading and once the record is decided. */
  decision: DecisionProps | null;
  children: ReactNode;
}) {
  // The control that opened the drawer: a decision reloads the list, which may re-render or remove its row.
  const trigger = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && !active.closest('.review-drawer')) trigger.current = active;
  }, [open]);
  // A decision removes the footer's buttons, focus with them: it goes to the drawer rather than to <body>.
  const decided = !decision;
  useEffect(() => {
    if (!open || !decided) return;
    returnFocus(null, () => document.querySelector<HTMLElement>('.review-drawer [role="dialog"]'));
  }, [open, decided]);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={size}
      title={title}
      rootClassName="review-drawer"
      // antd's drawer focuses its root, outside the dialog: the dialog takes focus, so the keyboard starts inside it
      // and a screen reader names it. Closed, focus goes back to the row (src/lib/dialog-focus.ts).
      afterOpenChange={(visible) => {
        if (visible) focusOpenedDialog('.review-drawer');
        else returnFocus(trigger.current, undefined, '.review-drawer');
      }}
      mask={{ closable: false }}
      destroyOnHidden
      footer={decision && <DecisionForm key={decision.id} {...decision} />}
    >
      {children}
    </Drawer>
  );
}
