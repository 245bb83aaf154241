import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes, routeLoaded } from '@/app/router';
import { EXPLORER_PATH, HOME_PATH, LOGIN_PATH, TALENT_HOME_PATH } from '@/contracts/app-paths';
import { isNavGroup, NAV_ITEMS } from '@/layouts/site/nav-items';
import { siteRoutes } from '@/app/routes/site-routes';

/**
 * The pages built as static HTML (vite.config.ts prerenderPages): the home page, in index.html, and every page of the
 * site's navigation, the sign-in cards, the talent portal's home, the explorer's home and the error pages, each in a
 * small file that index.html's first-screen script fetches for that route. They render from the build's content
 * alone (no API answer, no cookie: useHydrating), so what the build writes is what the browser's first render draws.
 * Pages whose content comes from their query are left out: the portal's article lists and articles, a block, a
 * transaction, a trace batch and the set-password page (its link's token).
 */
export const PRERENDERED_URLS: readonly string[] = (() => {
  const sitePaths = new Set(siteRoutes.map((route) => route.path));
  const linked = NAV_ITEMS.flatMap((item) => (isNavGroup(item) ? item.children : [item])).map((link) => link.to);
  const urls = linked.filter((url) => sitePaths.has(url.split('?')[0]));
  return [
    HOME_PATH,
    ...new Set(urls.filter((url) => url !== HOME_PATH)),
    LOGIN_PATH,
    '/register',
    '/forgetpwd',
    TALENT_HOME_PATH,
    EXPLORER_PATH,
    '/404',
    '/401',
  ];
})();

/**
 * Build time only: pages as static HTML, so that a phone paints them as soon as the HTML and CSS arrive instead of
 * after the framework has loaded. It is the same route tree and element tree that src/main.tsx renders, so React
 * hydrates them (hydrateRoot): the painted nodes stay, and the largest paint of the first screen is not painted a
 * second time. Each page's own lazy route is loaded first; then all pages are rendered in one go, before any lazy
 * part inside them (the sections below the first screen, the footer, the toaster) can finish loading, so every page
 * holds their fallbacks, as the browser's first render does.
 */
export async function renderPages(urls: readonly string[]): Promise<Map<string, string>> {
  const routers = urls.map((url) => createMemoryRouter(createAppRoutes(), { initialEntries: [url] }));
  try {
    await Promise.all(routers.map(routeLoaded));
    const pages = new Map<string, string>();
    routers.forEach((router, index) => {
      const url = urls[index]!;
      if (router.state.errors) throw new Error(`prerender: ${url} failed to load its route`);
      pages.set(
        url,
        renderToString(
          <StrictMode>
            <RouterProvider router={router} />
          </StrictMode>,
        ),
      );
    });
    return pages;
  } finally {
    for (const router of routers) router.dispose();
  }
}
