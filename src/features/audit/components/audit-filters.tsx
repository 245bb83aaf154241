import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '@/contracts/audit';
import {
  ExportButton,
  FilterBar,
  FilterDateRange,
  FilterInput,
  FilterSelect,
  useFilterDraft,
} from '@/components/list-page/filter-bar';
import type { AuditFilterValues } from '../api';

/** Actor, action, days and a keyword over summary, target and IP; the export button sends the applied filters. */
export function AuditFilters({
  value,
  onSearch,
  onExport,
  exporting,
}: {
  value: AuditFilterValues;
  onSearch: (next: AuditFilterValues) => void;
  onExport: (current: AuditFilterValues) => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const filters = useFilterDraft<AuditFilterValues>(value, onSearch);
  const { draft, update } = filters;
  return (
    <FilterBar
      filters={filters}
      actions={
        <ExportButton label={t('management.audit.export')} exporting={exporting} onClick={() => onExport(value)} />
      }
    >
      <FilterInput
        id="audit-filter-actor"
        label={t('management.audit.actor')}
        width={140}
        maxLength={50}
        placeholder={t('management.audit.actorPlaceholder')}
        value={draft.actor}
        onChange={(actor) => update({ actor })}
        onSearch={filters.search}
      />
      <FilterSelect
        id="audit-filter-action"
        label={t('management.audit.action')}
        width={180}
        searchable
        value={draft.action}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`management.audit.actions.${action}`) }))}
        onChange={(action) => update({ action })}
      />
      <FilterDateRange
        id="audit-filter-dates"
        label={t('management.audit.dateRange')}
        from={draft.from}
        to={draft.to}
        placeholder={[t('management.audit.dateFrom'), t('management.audit.dateTo')]}
        onChange={update}
      />
      <FilterInput
        id="audit-filter-keywords"
        label={t('management.audit.keywords')}
        width={200}
        maxLength={50}
        placeholder={t('management.audit.keywordsPlaceholder')}
        value={draft.keywords}
        onChange={(keywords) => update({ keywords })}
        onSearch={filters.search}
      />
    </FilterBar>
  );
}
