import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '@/contracts/leads';
import type { CellTagColour } from '@/components/list-page/cell-tag';

export const SERVICE_STATUS_COLOURS: Record<LeadStatus, CellTagColour> = {
  new: 'processing',
  contacted: 'success',
  closed: 'default',
};

/** A request's status: the lead inbox's status (LEAD_STATUS_LABELS), set by the operator. */
export function ServiceStatusTag({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return <Tag color={SERVICE_STATUS_COLOURS[status]}>{t(`management.service.statuses.${status}`)}</Tag>;
}
