import { API } from '@/contracts/paths';
import type { SiteSettings } from '@/contracts/site-defaults';
import { getData, request } from '@/lib/request';

/** GET /portal/site/settings — the facts an admin saved, or null before the first save (the build's defaults). */
export function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings | null> {
  return getData<SiteSettings | null>(API.siteSettings, undefined, { silentLoading: true, signal });
}

/** POST /portal/admin/site/settings — the whole object; answers the server's message. */
export async function saveSiteSettings(payload: SiteSettings): Promise<string> {
  return (await request({ method: 'POST', url: API.adminSiteSettings, data: payload })).msg;
}
