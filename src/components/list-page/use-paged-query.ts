import { startTransition, useDeferredValue, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Paging {
  currPage: number;
  limit: number;
}

/**
 * A server list screen: the applied filters, the table page and that page's answer (TanStack Query). A new
 * search starts again at page 1; an outdated request is cancelled through `signal`, so an older answer never
 * replaces a newer one; the last page stays on screen while the next one loads. Fetched again on every mount:
 * a kept-alive list shows a record saved or decided elsewhere.
 *
 * A new page of up to 100 rows is rendered as a transition (`useDeferredValue`), which React splits into short
 * tasks, so a click or a key press is answered while the rows render; `loading` lasts until they are on screen.
 */
export function usePagedQuery<Filters, Page>({
  key,
  initial,
  fetch,
  pageSize = 10,
}: {
  /** Names the list in the query cache, e.g. ['talent-list', kind]. */
  key: readonly unknown[];
  initial: Filters;
  fetch: (query: Filters & Paging, signal: AbortSignal) => Promise<Page>;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(initial);
  const [page, setPaging] = useState<Paging>({ currPage: 1, limit: pageSize });
  const query = useQuery({
    queryKey: [...key, filters, page],
    queryFn: ({ signal }) => fetch({ ...filters, ...page }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const data = useDeferredValue(query.data ?? null);

  // Filters apply at once: the filter forms' drafts follow the applied filters, and a later commit would overwrite
  // what was typed meanwhile.
  const search = (next: Filters) => {
    setFilters(next);
    setPaging((current) => ({ ...current, currPage: 1 }));
  };
  const setPage = (currPage: number) => startTransition(() => setPaging((current) => ({ ...current, currPage })));

  /**
   * antd pagination with a page-size changer (the management lists). `capped`: the server stopped counting at `total`:
   * the pages up to it stay reachable, and the wording says that filters narrow the list down.
   */
  const pagination = (total: number, capped = false): PaginationProps => ({
    current: page.currPage,
    pageSize: page.limit,
    total,
    showSizeChanger: true,
    showTotal: (count) => t(capped ? 'management.common.totalCapped' : 'management.common.total', { total: count }),
    // A new page size starts again at page 1.
    onChange: (currPage, limit) =>
      startTransition(() => setPaging({ currPage: limit === page.limit ? currPage : 1, limit })),
  });

  return {
    filters,
    search,
    page,
    setPage,
    pagination,
    data,
    loading: query.isFetching || data !== (query.data ?? null),
    reload: () => query.refetch().then(() => undefined),
  };
}
