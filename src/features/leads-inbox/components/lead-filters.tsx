import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@/contracts/leads';

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
  const [draft, setDraft] = useState(value);
  const [syncedWith, setSyncedWith] = useState(value);
  if (syncedWith !== value) {
    setSyncedWith(value);
    setDraft(value);
  }
  const all = t('management.common.all');

  return (
    <Form layout="inline" component="div" className="management-filters">
      <Form.Item label={<label htmlFor="lead-filter-status">{t('management.leads.status')}</label>}>
        <Select
          id="lead-filter-status"
          style={{ width: 120 }}
          value={draft.status ?? ''}
          options={[
            { value: '', label: all },
            ...LEAD_STATUSES.map((status) => ({ value: status, label: t(`management.leads.statuses.${status}`) })),
          ]}
          onChange={(status: string) => setDraft({ ...draft, status: (status || undefined) as LeadStatus | undefined })}
        />
      </Form.Item>
      <Form.Item label={<label htmlFor="lead-filter-kind">{t('management.leads.kind')}</label>}>
        <Select
          id="lead-filter-kind"
          style={{ width: 140 }}
          value={draft.kind ?? ''}
          options={[
            { value: '', label: all },
            ...LEAD_KINDS.map((kind) => ({ value: kind, label: t(`management.leads.kinds.${kind}`) })),
          ]}
          onChange={(kind: string) => setDraft({ ...draft, kind: (kind || undefined) as LeadKind | undefined })}
        />
      </Form.Item>
      <Form.Item label={<label htmlFor="lead-filter-source">{t('management.leads.source')}</label>}>
        <Input
          id="lead-filter-source"
          allowClear
          maxLength={200}
          style={{ width: 160 }}
          placeholder={t('management.leads.sourcePlaceholder')}
          value={draft.source ?? ''}
          onChange={(event) => setDraft({ ...draft, source: event.target.value })}
          onPressEnter={() => onSearch(draft)}
        />
      </Form.Item>
      <Form.Item label={<span id="lead-filter-dates">{t('management.leads.dateRange')}</span>}>
        <DatePicker.RangePicker
          aria-labelledby="lead-filter-dates"
          style={{ width: 260 }}
          format={DAY_FORMAT}
          placeholder={[t('management.leads.dateFrom'), t('management.leads.dateTo')]}
          value={[draft.from ? dayjs(draft.from) : null, draft.to ? dayjs(draft.to) : null]}
          allowEmpty={[true, true]}
          onChange={(dates) =>
            setDraft({
              ...draft,
              from: dates?.[0] ? dates[0].format(DAY_FORMAT) : undefined,
              to: dates?.[1] ? dates[1].format(DAY_FORMAT) : undefined,
            })
          }
        />
      </Form.Item>
      <Form.Item label={<label htmlFor="lead-filter-keywords">{t('management.leads.keywords')}</label>}>
        <Input
          id="lead-filter-keywords"
          allowClear
          maxLength={50}
          style={{ width: 200 }}
          placeholder={t('management.leads.keywordsPlaceholder')}
          value={draft.keywords ?? ''}
          onChange={(event) => setDraft({ ...draft, keywords: event.target.value })}
          onPressEnter={() => onSearch(draft)}
        />
      </Form.Item>
      <Form.Item>
        <Space wrap>
          <Button autoInsertSpace={false} type="primary" onClick={() => onSearch(draft)}>
            {t('management.common.search')}
          </Button>
          <Button
            autoInsertSpace={false}
            onClick={() => {
              setDraft({});
              onSearch({});
            }}
          >
            {t('management.common.reset')}
          </Button>
          <Button autoInsertSpace={false} loading={exporting} onClick={() => onExport(value)}>
            {t('management.leads.export')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
