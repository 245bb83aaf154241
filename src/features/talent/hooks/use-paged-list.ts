import { useCallback, useEffect, useState } from 'react';

export const PAGE_SIZE = 10;

/**
 * One page of a server list. Reloads when the page or `fetchPage` changes, so callers memoise `fetchPage` on
 * their filters and set those filters through `withPageReset`.
 */
export function usePagedList<List>(fetchPage: (paging: { currPage: number; limit: number }) => Promise<List>) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<List | null>(null);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await fetchPage({ currPage: page, limit: PAGE_SIZE }));
    } catch {
      // The request layer has shown the message.
    } finally {
      setLoading(false);
    }
  }, [fetchPage, page]);

  // Runs again whenever a kept-alive view becomes visible, so a saved or decided record shows up.
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Wraps a filter's setter so that a new filter value starts again from page 1. */
  const withPageReset =
    <Value>(setFilter: (value: Value) => void) =>
    (value: Value) => {
      setFilter(value);
      setPage(1);
    };

  return { page, setPage, data, loading, reload, withPageReset };
}
