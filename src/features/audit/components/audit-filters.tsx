import { AUDIT_ACTIONS } from '@/contracts/audit';
import { ListFilters, type FilterField } from '@/components/list-page/list-filters';
import type { AuditFilterValues } from '../api';

const FIELDS: FilterField<AuditFilterValues>[] = [
  { text: 'actor', width: 140, maxLength: 50 },
  { select: 'action', values: AUDIT_ACTIONS, options: 'actions', width: 180, searchable: true },
  { days: true },
  { text: 'keywords', width: 200, maxLength: 50 },
];

/** Actor, action, days and a keyword over summary, target and IP; the export button sends the applied filters. */
export function AuditFilters(props: {
  value: AuditFilterValues;
  onSearch: (next: AuditFilterValues) => void;
  onExport: (current: AuditFilterValues) => void;
  exporting: boolean;
}) {
  return <ListFilters id="audit-filter" section="management.audit" fields={FIELDS} {...props} />;
}
