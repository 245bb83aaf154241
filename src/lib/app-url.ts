import { useHydrating } from './hydration';

/**
 * The absolute URL of an in-app path on the origin that serves this page (hash routing), e.g. for QR codes:
 * a printed or scanned code opens this very deployment, never a fixed host.
 */
export function appUrl(path: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * appUrl for a render: undefined in a page built ahead of time (src/prerender/pages.tsx), which knows no origin, and
 * while React hydrates such a page (useHydrating); the URL from the next render on.
 */
export function useAppUrl(path: string): string | undefined {
  return useHydrating() ? undefined : appUrl(path);
}
