import { HOME_PATH } from '@/contracts/app-paths';
import { CARE_MODE_CLASS } from '@/stores/care-mode';

/**
 * The static home page of index.html (vite.config.ts prerenderHome, scripts/prerender-home.ts) when React can
 * hydrate it: the route is the home page itself and the visitor's browser holds nothing the build could not know
 * (关怀模式 changes the header's switch, so a page in care mode is drawn afresh). When it can, this takes back what
 * the build added for the time before React (the marker and the disabled buttons) and returns true: the caller
 * then hydrates the container instead of replacing its content.
 */
export function takeOverPrerenderedHome(container: HTMLElement, pathname: string): boolean {
  if (pathname !== HOME_PATH || document.documentElement.classList.contains(CARE_MODE_CLASS)) return false;
  const page = container.querySelector<HTMLElement>(':scope > [data-prerender]');
  if (!page) return false;
  page.removeAttribute('data-prerender');
  for (const button of page.querySelectorAll('button[data-prerender-disabled]')) {
    button.removeAttribute('disabled');
    button.removeAttribute('data-prerender-disabled');
  }
  return true;
}
