import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { registerNavigator } from '@/lib/navigation';
import { setPageTitle } from '@/lib/page-title';
import { getToken } from '@/lib/cookies';
import { Toaster } from '@/components/toaster';
import { LoadingOverlay } from '@/components/loading-overlay';
import { QueryProvider } from '@/lib/query-client';
import { LOGIN_PATH, USER_CENTRE_PATH } from '@/contracts/app-paths';

// nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is
// decoration, so it is hidden from assistive technology instead. nprogress finds its bar by barSelector, whose
// default is that role: without it the bar is not found and every navigation throws.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export interface PublicRouteHandle {
  /** Page title of a static (public) route. */
  title?: string;
}

/**
 * Root of every route (SPEC §2 route guard, public half): a logged-in user on /login goes to the user centre;
 * page titles of static routes; the navigation progress bar; toasts and the loading overlay.
 * Non-public paths are guarded by <DynamicRoutes/>.
 */
export function RootGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const matches = useMatches();

  useEffect(() => {
    registerNavigator((to, options) => navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);

  useEffect(() => {
    if (navigation.state === 'loading') NProgress.start();
    else NProgress.done();
  }, [navigation.state]);

  const staticTitle = [...matches].reverse().find((match) => (match.handle as PublicRouteHandle | undefined)?.title)
    ?.handle as PublicRouteHandle | undefined;
  useEffect(() => {
    if (staticTitle?.title) setPageTitle(staticTitle.title);
  }, [staticTitle?.title, location.pathname]);

  // Only when idle: right after a login the page navigates to its redirect target itself, and while that lazy
  // route loads the location is still /login.
  if (location.pathname === LOGIN_PATH && getToken() && navigation.state === 'idle') {
    return <Navigate to={USER_CENTRE_PATH} replace />;
  }
  return (
    <QueryProvider>
      <Outlet />
      <Toaster />
      <LoadingOverlay />
    </QueryProvider>
  );
}
