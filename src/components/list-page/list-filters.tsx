import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, FilterBar, FilterDateRange, FilterInput, FilterSelect, useFilterDraft } from './filter-bar';
import { useKeywordGate } from './use-keyword-gate';

type Value = string | number;

/**
 * One filter of a list screen, as data. Its id is `<id>-<key>` (or `<id>-<idSuffix>`) and its texts are keys of the
 * screen's i18n section: `<key>` labels it, `<key>Placeholder` is a text box's hint, `<options>.<value>` names a
 * select's option (or `options` gives each option's whole key); the day range (`from`, `to`) has the id
 * `<id>-dates` and the texts `dateRange`, `dateFrom` and `dateTo`.
 */
export type FilterField<V> =
  | {
      select: keyof V & string;
      values: readonly Value[];
      options: string | ((value: Value) => string);
      width: number;
      searchable?: boolean;
      idSuffix?: string;
    }
  | { text: keyof V & string; width: number; maxLength: number }
  | { days: true };

interface ListFiltersProps<V> {
  id: string;
  section: string;
  fields: readonly FilterField<V>[];
  value: V;
  onSearch: (next: V) => void;
  onExport?: ((current: V) => void) | undefined;
  exporting?: boolean;
  gateKeywords?: boolean;
}

/**
 * A list screen's filters built from their table, ending in 搜索, 重置 and (with `onExport`) the export of the
 * applied filters. `gateKeywords`: a one-character `keywords` is not searched, the server refuses it and the box
 * says why.
 *
 * The form renders again only when what it shows changes, not with each render of its page (a new page of rows):
 * a select's dropdown, once opened, stays mounted and measures its options after each of its renders, which lays
 * out the whole page, the new rows included, inside the task that renders them. The callbacks it is given are
 * called at their latest.
 */
export function ListFilters<V extends object>(props: ListFiltersProps<V>) {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const onSearch = useCallback((next: V) => latest.current.onSearch(next), []);
  const onExport = useCallback((current: V) => latest.current.onExport?.(current), []);
  return <FiltersForm<V> {...props} onSearch={onSearch} onExport={props.onExport && onExport} />;
}

function FiltersFormBody<V extends object>({
  id,
  section,
  fields,
  value,
  onSearch,
  onExport,
  exporting = false,
  gateKeywords = false,
}: ListFiltersProps<V>) {
  const { t } = useTranslation();
  const keywordGate = useKeywordGate();
  const filters = useFilterDraft<V>(value, (next) => {
    if (!gateKeywords || keywordGate.pass((next as { keywords?: string }).keywords)) onSearch(next as V);
  });
  const { draft, update } = filters;
  const read = (key: keyof V) => (draft as Partial<Record<keyof V, Value>>)[key];
  const set = (key: keyof V, next: Value | undefined) => update({ [key]: next } as Partial<V>);

  const render = (field: FilterField<V>) => {
    if ('days' in field) {
      const range = draft as { from?: string; to?: string };
      return (
        <FilterDateRange
          key="dates"
          id={`${id}-dates`}
          label={t(`${section}.dateRange`)}
          from={range.from}
          to={range.to}
          placeholder={[t(`${section}.dateFrom`), t(`${section}.dateTo`)]}
          onChange={(days) => update(days as Partial<V>)}
        />
      );
    }
    if ('select' in field) {
      const key = field.select;
      return (
        <FilterSelect
          key={key}
          id={`${id}-${field.idSuffix ?? key}`}
          label={t(`${section}.${key}`)}
          width={field.width}
          searchable={field.searchable ?? false}
          value={read(key)}
          options={field.values.map((option) => ({
            value: option,
            label: t(
              typeof field.options === 'string' ? `${section}.${field.options}.${option}` : field.options(option),
            ),
          }))}
          onChange={(next) => set(key, next)}
        />
      );
    }
    const key = field.text;
    const gated = gateKeywords && key === 'keywords';
    return (
      <FilterInput
        key={key}
        id={`${id}-${key}`}
        label={t(`${section}.${key}`)}
        width={field.width}
        maxLength={field.maxLength}
        placeholder={t(`${section}.${key}Placeholder`)}
        value={read(key) as string | undefined}
        error={gated && keywordGate.tooShort ? t('common.keywordsTooShort') : undefined}
        onChange={(text) => {
          if (gated) keywordGate.edited();
          set(key, text);
        }}
        onSearch={filters.search}
      />
    );
  };

  return (
    <FilterBar
      filters={filters}
      actions={
        onExport && (
          <ExportButton label={t(`${section}.export`)} exporting={exporting} onClick={() => onExport(value)} />
        )
      }
    >
      {fields.map(render)}
    </FilterBar>
  );
}

// memo() drops the type parameter: the props stay those of ListFiltersProps<V>.
const FiltersForm = memo(FiltersFormBody) as <V extends object>(props: ListFiltersProps<V>) => ReactNode;
