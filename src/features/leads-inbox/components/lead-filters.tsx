import { Button, DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@/contracts/leads';
import { FilterBar, FilterInput, FilterSelect, useFilterDraft } from '@/components/list-page/filter-bar';

export interface LeadFilterValues {
  status?: LeadStatus;
  kind?: LeadKind;
  source?: string;
  from?: string;
  to?: string;
  keywords?: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';

/** Status, type, source page, date range and keyword; the export button sends the same filters. */
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
  const filters = useFilterDraft<LeadFilterValues>(value, onSearch);
  const { draft, update } = filters;

  return (
    <FilterBar
      filters={filters}
      actions={
        <Button autoInsertSpace={false} loading={exporting} onClick={() => onExport(value)}>
          {t('management.leads.export')}
        </Button>
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
        width={160}
        maxLength={200}
        placeholder={t('management.leads.sourcePlaceholder')}
        value={draft.source}
        onChange={(source) => update({ source })}
        onSearch={filters.search}
      />
      <Form.Item label={<span id="lead-filter-dates">{t('management.leads.dateRange')}</span>}>
        <DatePicker.RangePicker
          aria-labelledby="lead-filter-dates"
          style={{ width: 260 }}
          format={DAY_FORMAT}
          placeholder={[t('management.leads.dateFrom'), t('management.leads.dateTo')]}
          value={[draft.from ? dayjs(draft.from) : null, draft.to ? dayjs(draft.to) : null]}
          allowEmpty={[true, true]}
          onChange={(dates) =>
            update({
              from: dates?.[0] ? dates[0].format(DAY_FORMAT) : undefined,
              to: dates?.[1] ? dates[1].format(DAY_FORMAT) : undefined,
            })
          }
        />
      </Form.Item>
      <FilterInput
        id="lead-filter-keywords"
        label={t('management.leads.keywords')}
        width={200}
        maxLength={50}
        placeholder={t('management.leads.keywordsPlaceholder')}
        value={draft.keywords}
        onChange={(keywords) => update({ keywords })}
        onSearch={filters.search}
      />
    </FilterBar>
  );
}
