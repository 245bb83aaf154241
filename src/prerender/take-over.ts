import { CARE_MODE_CLASS } from '@/stores/care-mode';

/**
 * Whether a page built for `url` (src/prerender/pages.tsx PRERENDERED_URLS) is the page of `location`: the same path
 * and query, exactly. Pages read their query (a case's QR code opens /digitalCollection?case=2), so a page built for
 * another query, or for none, may differ. index.html's first-screen script applies the same rule (vite.config.ts).
 */
export function isPrerenderedFor(url: string, location: { pathname: string; search: string }): boolean {
  return url === `${location.pathname}${location.search}`;
}

/**
 * A static page of the build (vite.config.ts prerenderPages, scripts/prerender-pages.ts) when React can hydrate it:
 * it was built for this very URL and the visitor's browser holds nothing the build could not know (关怀模式 changes
 * the header's switch, so a page in care mode is drawn afresh). When it can, this takes back what the build added for
 * the time before React (the marker and the disabled buttons) and returns true: the caller then hydrates the
 * container instead of replacing its content.
 */
export function takeOverPrerendered(container: HTMLElement, location: { pathname: string; search: string }): boolean {
  if (document.documentElement.classList.contains(CARE_MODE_CLASS)) return false;
  const page = [...container.querySelectorAll<HTMLElement>(':scope > [data-prerender]')].find((element) =>
    isPrerenderedFor(element.dataset.prerender ?? '', location),
  );
  if (!page) return false;
  page.removeAttribute('data-prerender');
  for (const button of page.querySelectorAll('button[data-prerender-disabled]')) {
    button.removeAttribute('disabled');
    button.removeAttribute('data-prerender-disabled');
  }
  return true;
}
