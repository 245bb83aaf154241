import type NProgress from 'nprogress';

type Progress = typeof NProgress;

let progress: Promise<Progress> | undefined;
/** Whether a navigation is waiting for its page now (the last state the root guard saw). */
let navigating = false;

/**
 * The page-loading bar (nprogress and its stylesheet), loaded with the first navigation that waits for a page, so
 * that no page's first load carries it.
 */
export function loadProgressBar(): Promise<Progress> {
  progress ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([{ default: bar }]) => {
    // nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is
    // decoration, so it is hidden from assistive technology instead. nprogress finds its bar by barSelector, whose
    // default is that role: without it the bar is not found and every navigation throws.
    bar.configure({
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    return bar;
  });
  return progress;
}

/** Starts the bar while a navigation waits for its page, finishes it when the page is there. */
export function followNavigation(loading: boolean): void {
  navigating = loading;
  // Nothing to finish before the bar has ever started.
  if (!loading && !progress) return;
  void loadProgressBar().then((bar) => {
    // The state may have changed while nprogress loaded: the bar follows the latest.
    if (navigating) bar.start();
    else bar.done();
  });
}
