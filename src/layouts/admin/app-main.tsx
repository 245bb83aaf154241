import { Activity, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { flattenRoutes, matchRoute } from '@/lib/route-record';
import { usePermissionStore } from '@/stores/permission';
import { useTagsViewStore } from '@/stores/tags-view';
import { lazyComponentOf, PageFallback } from '@/components/lazy-page';
import { findPageByKey, isPageRecord } from './route-utils';
import { RouteErrorBoundary } from './route-error-boundary';
import { useShellStore } from './shell-store';
import { useRouteTitle } from './use-route-title';

/**
 * The routed content with keep-alive (SPEC §2, DECISIONS D7). Every cached view (tags-view store, by route name)
 * is rendered here inside <Activity>: hidden views keep their state and DOM, whatever their nesting depth, and are
 * unmounted when their tag closes or refreshes. noCache pages (and anything the table does not name) use <Outlet/>.
 * Window scroll is remembered per view and restored when it becomes visible again.
 *
 * Each view starts with its page's <h1>, the route title: the heading a screen reader lists and jumps to, and where
 * focus goes after a route change (src/components/route-focus.tsx). The page's own cards carry the visible titles.
 */
export function AppMain() {
  const location = useLocation();
  const routes = usePermissionStore((state) => state.addRoutes);
  const cachedViews = useTagsViewStore((state) => state.cachedViews);
  const refreshCounts = useShellStore((state) => state.refreshCounts);
  const flat = useMemo(() => flattenRoutes(routes), [routes]);
  const title = useRouteTitle();

  const current = matchRoute(routes, location.pathname);
  const cacheable = current && isPageRecord(current.record) && !current.record.meta?.noCache;
  const activeKey = cacheable ? (current.record.name ?? current.fullPath) : undefined;
  const keys = activeKey && !cachedViews.includes(activeKey) ? [...cachedViews, activeKey] : cachedViews;
  const scrollKey = activeKey ?? location.pathname;

  useScrollMemory(scrollKey);

  return (
    <>
      {keys.map((key) => {
        const page = findPageByKey(flat, key);
        if (!page || !isPageRecord(page.record)) return null;
        const Page = lazyComponentOf(page.record.component);
        const generation = refreshCounts[key] ?? 0;
        return (
          <Activity key={`${key}#${generation}`} mode={key === activeKey ? 'visible' : 'hidden'} name={key}>
            <div className="app-main__view" data-view={key}>
              <PageHeading title={title(page.record.meta?.title)} />
              <RouteErrorBoundary>
                <Suspense fallback={<PageFallback />}>
                  <Page />
                </Suspense>
              </RouteErrorBoundary>
            </div>
          </Activity>
        );
      })}
      {!activeKey && (
        <div className="app-main__view" key={`outlet#${refreshCounts[current?.record.name ?? location.pathname] ?? 0}`}>
          <PageHeading title={title(current?.record.meta?.title)} />
          <RouteErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </div>
      )}
    </>
  );
}

/** A view's level-1 heading, read by screen readers only: the page's cards show the title to the eye. */
function PageHeading({ title }: { title: string }) {
  if (!title) return null;
  return (
    <h1 className="sr-only app-main__title" tabIndex={-1}>
      {title}
    </h1>
  );
}

/** Remembers window.scrollY per view while it is active; restores it when the view comes back. */
function useScrollMemory(key: string) {
  const positions = useRef(new Map<string, number>());
  const activeKey = useRef(key);

  useLayoutEffect(() => {
    activeKey.current = key;
    window.scrollTo(0, positions.current.get(key) ?? 0);
  }, [key]);

  useEffect(() => {
    const onScroll = () => positions.current.set(activeKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
