import type { TFunction } from 'i18next';
import type { Lead } from '@/contracts/leads';
import { callbackDeadline } from '../callback-deadline';

/**
 * '剩余 31 小时' for a new lead inside the 48-hour promise, '已超时 5 小时' in red past it, '-' otherwise. It takes
 * the table's `t`: a page of up to 100 rows would otherwise subscribe to the language once per row.
 */
export function DeadlineCell({ lead, now, t }: { lead: Lead; now: number; t: TFunction }) {
  const deadline = callbackDeadline(lead, now);
  if (deadline.state === 'none') return <span>-</span>;
  const text =
    deadline.state === 'open'
      ? t(`management.leads.left.${deadline.unit}`, { count: deadline.amount })
      : t(`management.leads.overdue.${deadline.unit}`, { count: deadline.amount });
  return <span className={deadline.state === 'overdue' ? 'lead-deadline--overdue' : 'lead-deadline'}>{text}</span>;
}
