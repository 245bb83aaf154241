import { useQuery } from '@tanstack/react-query';
import { API } from '@/contracts/paths';
import type { PortalStats } from '@/contracts/stats';
import { getData } from '@/lib/request';

/** GET /portal/stats/overview — public counts; quiet: the figures are a hint, never worth an overlay or a toast. */
export function fetchPortalStats(): Promise<PortalStats> {
  return getData<PortalStats>(API.portalStats, undefined, { silentLoading: true, silentError: true });
}

/**
 * The talent portal home's figures (the server caches them for a few seconds, so does this query); `enabled: false`
 * holds the request back (pending) until the page says so.
 */
export function usePortalStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ['portal-stats'], queryFn: fetchPortalStats, staleTime: 5_000, enabled });
}
