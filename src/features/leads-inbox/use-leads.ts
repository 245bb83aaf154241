import { useCallback, useEffect, useState } from 'react';
import type { LeadList, LeadListQuery } from '@/contracts/leads';
import { fetchLeads } from './api';
import type { LeadFilterValues } from './components/lead-filters';

/** Filters without empty strings, as the list and the export send them. */
export function leadQueryOf(filters: LeadFilterValues): Omit<LeadListQuery, 'currPage' | 'limit'> {
  const query: Omit<LeadListQuery, 'currPage' | 'limit'> = {};
  if (filters.status) query.status = filters.status;
  if (filters.kind) query.kind = filters.kind;
  if (filters.source?.trim()) query.source = filters.source.trim();
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.keywords?.trim()) query.keywords = filters.keywords.trim();
  return query;
}

/** The lead inbox page for the filters; `reload` after a status change. */
export function useLeads(filters: LeadFilterValues, page: { currPage: number; limit: number }) {
  const [data, setData] = useState<LeadList | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify({ ...leadQueryOf(filters), ...page });

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchLeads(JSON.parse(key) as LeadListQuery).then(
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
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, loading, reload };
}
