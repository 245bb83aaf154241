import { useEffect } from 'react';
import { create } from 'zustand';
import { API } from '@/contracts/paths';
import type { SiteSettings } from '@/contracts/site-defaults';
import { env } from '@/lib/env';
import { SITE_DEFAULTS } from './site-config';

/**
 * The site facts at run time (DECISIONS D13): the build's defaults first (what the prerendered home page shows),
 * then, once per page load, what the admin saved, read from GET /portal/site/settings. A plain fetch: this runs on
 * the home page's critical path, where the request layer and zod are not loaded.
 */
export const useSiteFactsStore = create<{ facts: SiteSettings }>(() => ({ facts: SITE_DEFAULTS }));

let loading: Promise<void> | undefined;

async function fetchSiteFacts(): Promise<void> {
  try {
    const url = new URL(`${env.VITE_API_BASE}${API.siteSettings}`, window.location.href);
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { code?: number; data?: Partial<SiteSettings> | null };
    if (body.code === 0 && body.data && typeof body.data === 'object')
      useSiteFactsStore.setState({ facts: { ...SITE_DEFAULTS, ...body.data } });
  } catch {
    // The defaults stay: a visitor still sees a complete footer when the API is down.
  }
}

/** Reads the saved facts once per page load; later calls share the first. */
export function loadSiteFacts(): Promise<void> {
  loading ??= fetchSiteFacts();
  return loading;
}

/** The facts as saved just now by the console, shown at once in this tab. */
export function showSiteFacts(facts: SiteSettings): void {
  useSiteFactsStore.setState({ facts });
}

/** Back to the build's defaults, read again on next use (tests). */
export function resetSiteFacts(): void {
  loading = undefined;
  useSiteFactsStore.setState({ facts: SITE_DEFAULTS });
}

/** The site facts to render: the defaults at first, the saved ones as soon as they arrive. */
export function useSiteFacts(): SiteSettings {
  useEffect(() => {
    void loadSiteFacts();
  }, []);
  return useSiteFactsStore((state) => state.facts);
}
