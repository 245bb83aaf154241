import { useState, type ReactNode } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/**
 * The filters being edited, separate from the applied ones until 搜索; every filter is optional, so 重置 applies
 * none. When the applied filters change from outside (a count chip clicked), the draft follows them.
 */
export function useFilterDraft<V>(applied: Partial<V>, onSearch: (next: Partial<V>) => void) {
  const [draft, setDraft] = useState(applied);
  const [syncedWith, setSyncedWith] = useState(applied);
  if (syncedWith !== applied) {
    setSyncedWith(applied);
    setDraft(applied);
  }
  return {
    draft,
    update: (change: Partial<V>) => setDraft({ ...draft, ...change }),
    search: () => onSearch(draft),
    reset: () => {
      setDraft({});
      onSearch({});
    },
  };
}

/** An inline filter form ending in 搜索 and 重置, plus the caller's own buttons (export …). */
export function FilterBar({
  filters,
  actions,
  children,
}: {
  filters: { search: () => void; reset: () => void };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form layout="inline" component="div" className="management-filters">
      {children}
      <Form.Item>
        <Space wrap>
          <Button autoInsertSpace={false} type="primary" onClick={filters.search}>
            {t('management.common.search')}
          </Button>
          <Button autoInsertSpace={false} onClick={filters.reset}>
            {t('management.common.reset')}
          </Button>
          {actions}
        </Space>
      </Form.Item>
    </Form>
  );
}

/** A labelled select whose first option, 全部, clears the filter; `searchable` lets a long list be typed into. */
export function FilterSelect<T extends string | number>({
  id,
  label,
  width,
  value,
  options,
  onChange,
  searchable = false,
}: {
  id: string;
  label: string;
  width: number;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={<label htmlFor={id}>{label}</label>}>
      <Select<T | ''>
        id={id}
        style={{ width }}
        value={value ?? ''}
        showSearch={searchable ? { optionFilterProp: 'label' } : false}
        options={[{ value: '', label: t('management.common.all') }, ...options]}
        onChange={(next) => onChange(next === '' ? undefined : next)}
      />
    </Form.Item>
  );
}

/** A labelled text filter; Enter searches. `error`: why the last search was not sent, under the box. */
export function FilterInput({
  id,
  label,
  width,
  maxLength,
  placeholder,
  value,
  error,
  onChange,
  onSearch,
}: {
  id: string;
  label: string;
  width: number;
  maxLength: number;
  placeholder: string;
  value: string | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
  onSearch: () => void;
}) {
  return (
    <Form.Item label={<label htmlFor={id}>{label}</label>} validateStatus={error ? 'error' : undefined} help={error}>
      <Input
        id={id}
        allowClear
        maxLength={maxLength}
        style={{ width }}
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onPressEnter={onSearch}
      />
    </Form.Item>
  );
}

const DAY_FORMAT = 'YYYY-MM-DD';

/** A labelled range of days ('YYYY-MM-DD', either end optional), both ends included by the server. */
export function FilterDateRange({
  id,
  label,
  from,
  to,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  from: string | undefined;
  to: string | undefined;
  placeholder: [string, string];
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  return (
    <Form.Item label={<span id={id}>{label}</span>}>
      <DatePicker.RangePicker
        aria-labelledby={id}
        style={{ width: 260 }}
        format={DAY_FORMAT}
        placeholder={placeholder}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        allowEmpty={[true, true]}
        onChange={(dates) =>
          onChange({
            from: dates?.[0] ? dates[0].format(DAY_FORMAT) : undefined,
            to: dates?.[1] ? dates[1].format(DAY_FORMAT) : undefined,
          })
        }
      />
    </Form.Item>
  );
}

/** The export of a list screen's applied filters (a CSV download), busy while it runs. */
export function ExportButton({
  label,
  exporting,
  onClick,
}: {
  label: string;
  exporting: boolean;
  onClick: () => void;
}) {
  return (
    <Button autoInsertSpace={false} icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={onClick}>
      {label}
    </Button>
  );
}
