import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@/contracts/leads';
import { ListFilters, type FilterField } from '@/components/list-page/list-filters';

export interface LeadFilterValues {
  status?: LeadStatus;
  kind?: LeadKind;
  source?: string;
  from?: string;
  to?: string;
  keywords?: string;
}

const FIELDS: FilterField<LeadFilterValues>[] = [
  { select: 'status', values: LEAD_STATUSES, options: 'statuses', width: 120 },
  { select: 'kind', values: LEAD_KINDS, options: 'kinds', width: 140 },
  { text: 'source', width: 200, maxLength: 200 },
  { days: true },
  { text: 'keywords', width: 200, maxLength: 50 },
];

/**
 * Status, type, source page, date range and keyword; the export button sends the same filters. A one-character
 * keyword is not sent: the server refuses it, and the box says why.
 */
export function LeadFilters(props: {
  value: LeadFilterValues;
  onSearch: (next: LeadFilterValues) => void;
  onExport: (current: LeadFilterValues) => void;
  exporting: boolean;
}) {
  return <ListFilters id="lead-filter" section="management.leads" fields={FIELDS} gateKeywords {...props} />;
}
