import { useState, type ReactNode } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
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

/** A labelled select whose first option, 全部, clears the filter. */
export function FilterSelect<T extends string | number>({
  id,
  label,
  width,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  width: number;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={<label htmlFor={id}>{label}</label>}>
      <Select<T | ''>
        id={id}
        style={{ width }}
        value={value ?? ''}
        options={[{ value: '', label: t('management.common.all') }, ...options]}
        onChange={(next) => onChange(next === '' ? undefined : next)}
      />
    </Form.Item>
  );
}

/** A labelled text filter; Enter searches. */
export function FilterInput({
  id,
  label,
  width,
  maxLength,
  placeholder,
  value,
  onChange,
  onSearch,
}: {
  id: string;
  label: string;
  width: number;
  maxLength: number;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onSearch: () => void;
}) {
  return (
    <Form.Item label={<label htmlFor={id}>{label}</label>}>
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
