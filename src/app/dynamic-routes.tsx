import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { matchRoute, type AppRouteRecord } from '@/lib/route-record';
import { notify } from '@/lib/notify';
import { setPageTitle } from '@/lib/page-title';
import { translateRouteTitle } from '@/lib/i18n';
import { useUserStore } from '@/stores/user';
import { usePermissionStore } from '@/stores/permission';
import { AntdProvider } from '@/components/antd-provider';
import { LazyRoutePage, PageFallback } from '@/components/lazy-page';
import { isPublicPath, loginRedirectPath } from '@/contracts/app-paths';

const AdminLayout = lazy(() => import('@/layouts/admin-layout'));

/** Maps route records to react-router objects; the component name 'Layout' is the admin shell (SPEC §7). */
export function toRouteObjects(records: readonly AppRouteRecord[]): RouteObject[] {
  return records.map((record) => {
    const children = record.children ? toRouteObjects(record.children) : undefined;
    const redirectIndex: RouteObject[] =
      record.redirect && children ? [{ index: true, element: <Navigate to={record.redirect} replace /> }] : [];
    let element;
    if (record.component === 'Layout') element = <AdminLayout />;
    else if (record.component) element = <LazyRoutePage loader={record.component} />;
    else if (record.redirect && !children) element = <Navigate to={record.redirect} replace />;
    else element = <Outlet />;
    return {
      path: record.path,
      element,
      ...(children ? { children: [...redirectIndex, ...children] } : {}),
    };
  });
}

function RoutesOf({ records }: { records: AppRouteRecord[] }) {
  const routeObjects = useMemo(() => toRouteObjects(records), [records]);
  const element = useRoutes(routeObjects);
  const location = useLocation();
  const asyncRoutes = usePermissionStore((state) => state.asyncRoutes);
  const { i18n } = useTranslation();
  const title = matchRoute(records, location.pathname)?.record.meta?.title;
  useEffect(() => {
    if (title) setPageTitle(translateRouteTitle(title));
  }, [title, i18n.language]);
  if (element) return element;
  // DECISIONS D7: a route that exists but the roles forbid shows 401, an unknown one 404.
  if (matchRoute(asyncRoutes, location.pathname)) return <Navigate to="/401" replace />;
  return <Navigate to="/404" replace />;
}

/**
 * Every non-public path (SPEC §2 route guard): no token → /login?redirect=<full path>;
 * token without roles → fetch user info, generate routes, render them; failure → reset token, toast, login.
 */
export function DynamicRoutes() {
  const location = useLocation();
  const token = useUserStore((state) => state.token);
  const roles = useUserStore((state) => state.roles);
  const addRoutes = usePermissionStore((state) => state.addRoutes);
  const routesReady = usePermissionStore((state) => state.routesReady);
  const asyncRoutes = usePermissionStore((state) => state.asyncRoutes);
  const [failed, setFailed] = useState(false);
  const fullPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!token) return;
    if (roles.length > 0) {
      // Roles known (getInfo has just stored them): routes follow without asking again.
      if (!routesReady) usePermissionStore.getState().generateRoutes(roles);
      return;
    }
    let cancelled = false;
    setFailed(false);
    (async () => {
      try {
        // Storing the roles re-runs this effect, which generates the routes.
        await useUserStore.getState().getInfo();
      } catch (error) {
        if (cancelled) return;
        useUserStore.getState().resetToken();
        notify.error((error instanceof Error && error.message) || 'Has Error', 5000);
        setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [token, roles, routesReady]);

  // A public path reaches here only when its page is not registered: that is a 404, never a login loop.
  if (isPublicPath(location.pathname)) return <Navigate to="/404" replace />;
  if (!token || failed) {
    // SPEC §2: only a path of the portal's route table asks for a login; a mistyped URL is a 404.
    const known = matchRoute(asyncRoutes, location.pathname);
    return <Navigate to={known ? loginRedirectPath(fullPath) : '/404'} replace />;
  }
  if (roles.length === 0 || !routesReady) return <PageFallback />;
  return (
    <AntdProvider>
      <Suspense fallback={<PageFallback />}>
        <RoutesOf records={addRoutes} />
      </Suspense>
    </AntdProvider>
  );
}
