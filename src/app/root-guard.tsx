import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { followNavigation } from '@/lib/progress-bar';
import { setPageTitle } from '@/lib/page-title';
import { getToken } from '@/lib/cookies';
import { Toaster } from '@/components/toaster';
import { LoadingOverlay } from '@/components/loading-overlay';
import { QueryProvider } from '@/lib/query-client';
import { LOGIN_PATH, USER_CENTRE_PATH } from '@/contracts/app-paths';

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

  const loading = navigation.state === 'loading';
  useEffect(() => followNavigation(loading), [loading]);

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
