import { useTranslation } from 'react-i18next';
import type { Lead } from '@/contracts/leads';
import { callbackDeadline } from '../callback-deadline';

/** '剩余 31 小时' for a new lead inside the 48-hour promise, '已超时 5 小时' in red past it, '-' otherwise. */
export function DeadlineCell({ lead, now }: { lead: Lead; now: number }) {
  const { t } = useTranslation();
  const deadline = callbackDeadline(lead, now);
  if (deadline.state === 'none') return <span>-</span>;
  const text =
    deadline.state === 'open'
      ? t(`management.leads.left.${deadline.unit}`, { count: deadline.amount })
      : t(`management.leads.overdue.${deadline.unit}`, { count: deadline.amount });
  return <span className={deadline.state === 'overdue' ? 'lead-deadline--overdue' : 'lead-deadline'}>{text}</span>;
}
