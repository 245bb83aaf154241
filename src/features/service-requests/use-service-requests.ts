import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@/contracts/envelope';
import type { ServiceRequest } from '@/contracts/service';
import { fetchServiceRequests } from './api';

/** The organisation's requests, one page at a time; `reload` after sending one. */
export function useServiceRequests(page: { currPage: number; limit: number }) {
  const [data, setData] = useState<Page<ServiceRequest> | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const { currPage, limit } = page;

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchServiceRequests({ currPage, limit }).then(
      (list) => {
        if (cancelled) return;
        setData(list);
        setLoading(false);
      },
      () => !cancelled && setLoading(false),
    );
    return () => {
      cancelled = true;
    };
  }, [currPage, limit, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, loading, reload };
}
