import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** What StatusFilter reads of a list (usePagedQuery's result): the applied status, the search and the counts. */
export interface StatusFilteredList<Status extends string, Filters extends { status: Status | 'all' }> {
  filters: Filters;
  search: (next: Filters) => void;
  data: { counts?: Record<Status, number> | undefined; countsCapped?: boolean | undefined } | null;
}

/**
 * Status buttons of a paged list, each with its count once the list has loaded ("152+" when the server stopped
 * counting at its cap: a lower bound). Choosing one searches the list again from page 1. The organisation's own list
 * leads with 'all' and the grand total; the review queues end with a bare 'all'.
 */
export function StatusFilter<Status extends string, Filters extends { status: Status | 'all' }>({
  list,
  statuses,
  all,
}: {
  list: StatusFilteredList<Status, Filters>;
  statuses: readonly Status[];
  all: 'first-with-total' | 'last';
}) {
  const { t } = useTranslation();
  const counts = list.data?.counts;
  const more = list.data?.countsCapped ? '+' : '';
  const byStatus = statuses.map((status) => ({
    value: status,
    label: `${t(`talent.status.${status}`)}${counts ? ` ${counts[status]}${more}` : ''}`,
  }));
  const total = counts ? statuses.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const options =
    all === 'last'
      ? [...byStatus, { value: 'all' as const, label: t('talent.status.all') }]
      : [
          {
            value: 'all' as const,
            label: `${t('talent.status.all')}${total === undefined ? '' : ` ${total}${more}`}`,
          },
          ...byStatus,
        ];
  return (
    <Radio.Group
      value={list.filters.status}
      optionType="button"
      aria-label={t('talent.fields.status')}
      onChange={(event) => list.search({ ...list.filters, status: event.target.value as Status | 'all' })}
      options={options}
    />
  );
}
