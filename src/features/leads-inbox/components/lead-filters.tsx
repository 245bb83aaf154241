import { useTranslation } from 'react-i18next';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@/contracts/leads';
import {
  ExportButton,
  FilterBar,
  FilterDateRange,
  FilterInput,
  FilterSelect,
  useFilterDraft,
} from '@/components/list-page/filter-bar';
import { useKeywordGate } from '@/components/list-page/use-keyword-gate';

export interface LeadFilterValues {
  status?: LeadStatus;
  kind?: LeadKind;
  source?: string;
  from?: string;
  to?: string;
  keywords?: string;
}

/**
 * Status, type, source page, date range and keyword; the export button sends the same filters. A one-character
 * keyword is not sent: the server refuses it, and the box says why.
 */
export function LeadFilters({
  value,
  onSearch,
  onExport,
  exporting,
}: {
  value: LeadFilterValues;
  onSearch: (next: LeadFilterValues) => void;
  onExport: (current: LeadFilterValues) => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const keywordGate = useKeywordGate();
  const filters = useFilterDraft<LeadFilterValues>(value, (next) => {
    if (keywordGate.pass(next.keywords)) onSearch(next);
  });
  const { draft, update } = filters;

  return (
    <FilterBar
      filters={filters}
      actions={
        <ExportButton label={t('management.leads.export')} exporting={exporting} onClick={() => onExport(value)} />
      }
    >
      <FilterSelect
        id="lead-filter-status"
        label={t('management.leads.status')}
        width={120}
        value={draft.status}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`management.leads.statuses.${status}`) }))}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        id="lead-filter-kind"
        label={t('management.leads.kind')}
        width={140}
        value={draft.kind}
        options={LEAD_KINDS.map((kind) => ({ value: kind, label: t(`management.leads.kinds.${kind}`) }))}
        onChange={(kind) => update({ kind })}
      />
      <FilterInput
        id="lead-filter-source"
        label={t('management.leads.source')}
        width={200}
        maxLength={200}
        placeholder={t('management.leads.sourcePlaceholder')}
        value={draft.source}
        onChange={(source) => update({ source })}
        onSearch={filters.search}
      />
      <FilterDateRange
        id="lead-filter-dates"
        label={t('management.leads.dateRange')}
        from={draft.from}
        to={draft.to}
        placeholder={[t('management.leads.dateFrom'), t('management.leads.dateTo')]}
        onChange={update}
      />
      <FilterInput
        id="lead-filter-keywords"
        label={t('management.leads.keywords')}
        width={200}
        maxLength={50}
        placeholder={t('management.leads.keywordsPlaceholder')}
        value={draft.keywords}
        error={keywordGate.tooShort ? t('common.keywordsTooShort') : undefined}
        onChange={(keywords) => {
          keywordGate.edited();
          update({ keywords });
        }}
        onSearch={filters.search}
      />
    </FilterBar>
  );
}
