import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootGuard } from './root-guard';
import { RedirectPage } from './redirect-page';
import { HOME_PATH, USER_CENTRE_PATH } from '@/contracts/app-paths';
import { siteRoutes } from './routes/site-routes';
import { talentRoutes } from './routes/talent-routes';
import { authRoutes } from './routes/auth-routes';
import { traceRoutes } from './routes/trace-routes';
// Eager: every marketing visit needs the site frame, and the LCP of /#/index depends on not waiting for it.
import SiteLayout from '@/layouts/site-layout';

/** Marketing pages share the site header and footer. */
function siteLayoutRoute(children: RouteObject[]): RouteObject[] {
  if (children.length === 0) return [];
  return [{ Component: SiteLayout, children }];
}

/**
 * Every lazy route renders inside the query client's provider, which loads with the route's own chunks: the home
 * page (eager, in the entry) makes no query, so TanStack Query stays off its first load. Nested lazy routes nest
 * providers of the one client (src/lib/query-client.tsx), so the cache is shared across them.
 */
function withQueryClient(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withQueryClient(route.children) : undefined;
    const { lazy } = route;
    if (typeof lazy !== 'function') return (children ? { ...route, children } : route) as RouteObject;
    return {
      ...route,
      ...(children ? { children } : {}),
      lazy: async () => {
        const [own, { QueryProvider }] = await Promise.all([lazy(), import('@/lib/query-client')]);
        const Page = own.Component;
        if (!Page) return own;
        return {
          ...own,
          Component: () => (
            <QueryProvider>
              <Page />
            </QueryProvider>
          ),
        };
      },
    } as RouteObject;
  });
}

interface AppRoutesOptions {
  /**
   * Registers the portal's route table (src/app/routes/portal-routes.tsx) before <DynamicRoutes/> first renders, so
   * the table is loaded with the first non-public path instead of with every marketing page.
   */
  loadPortalRoutes?: () => Promise<void>;
}

/**
 * The whole route tree (SPEC §2). Static routes are the public paths; everything else falls through to
 * <DynamicRoutes/>, which guards it and renders the routes the user's roles allow.
 */
export function createAppRoutes({ loadPortalRoutes }: AppRoutesOptions = {}): RouteObject[] {
  return [
    {
      element: <RootGuard />,
      // While a lazy page of the first URL loads, the page stays blank (the chunk is already preloaded).
      HydrateFallback: () => null,
      children: withQueryClient([
        { path: '/', element: <Navigate to={HOME_PATH} replace /> },
        ...siteLayoutRoute(siteRoutes),
        ...talentRoutes,
        ...authRoutes,
        ...traceRoutes,
        {
          path: '/404',
          lazy: async () => ({ Component: (await import('@/pages/errors/not-found-page')).default }),
        },
        {
          path: '/401',
          lazy: async () => ({ Component: (await import('@/pages/errors/no-permission-page')).default }),
        },
        { path: '/dashboard', element: <Navigate to={USER_CENTRE_PATH} replace /> },
        { path: '/redirect/*', element: <RedirectPage /> },
        {
          path: '*',
          lazy: async () => {
            const [{ DynamicRoutes }] = await Promise.all([import('./dynamic-routes'), loadPortalRoutes?.()]);
            return { Component: DynamicRoutes };
          },
        },
      ]),
    },
  ];
}

export function createAppRouter(options?: AppRoutesOptions) {
  return createHashRouter(createAppRoutes(options));
}

/** Resolves once a router has loaded the lazy modules of its first URL (its state says `initialized`). */
export function routeLoaded(router: Pick<ReturnType<typeof createHashRouter>, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
