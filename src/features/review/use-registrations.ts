import { useCallback, useEffect, useState } from 'react';
import type { ReviewList } from '@/contracts/review';
import { fetchRegistrations } from './api';

export type RegistrationStatusFilter = 'pending' | 'approved' | 'rejected';

export interface RegistrationQuery {
  status?: RegistrationStatusFilter;
  userType?: number;
  keywords?: string;
  currPage: number;
  limit: number;
}

/** The registration list for a query; `reload` after a decision. A failure keeps the last page (already toasted). */
export function useRegistrations(query: RegistrationQuery) {
  const [data, setData] = useState<ReviewList | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchRegistrations({
      status: query.status,
      userType: query.userType,
      keywords: query.keywords?.trim() || undefined,
      currPage: query.currPage,
      limit: query.limit,
    }).then(
      (page) => {
        if (cancelled) return;
        setData(page);
        setLoading(false);
      },
      () => !cancelled && setLoading(false),
    );
    return () => {
      cancelled = true;
    };
  }, [query.status, query.userType, query.keywords, query.currPage, query.limit, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, loading, reload };
}
