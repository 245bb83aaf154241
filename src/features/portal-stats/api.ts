import { API } from '@/contracts/paths';
import type { PortalStats } from '@/contracts/stats';
import { getData } from '@/lib/request';

/** GET /portal/stats/overview — public counts; quiet: the figures are a hint, never worth an overlay or a toast. */
export function fetchPortalStats(): Promise<PortalStats> {
  return getData<PortalStats>(API.portalStats, undefined, { silentLoading: true, silentError: true });
}
