import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';
import { followNavigation } from '@/lib/progress-bar';
import { setPageTitle } from '@/lib/page-title';

// Nothing to show before the first toast or request: both load after the first paint, long before either happens.
const Toaster = lazy(() => import('@/components/toaster').then(({ Toaster: Component }) => ({ default: Component })));
const LoadingOverlay = lazy(() =>
  import('@/components/loading-overlay').then(({ LoadingOverlay: Component }) => ({ default: Component })),
);

export interface PublicRouteHandle {
  /** Page title of a static (public) route. */
  title?: string;
}

/**
 * Root of every route (SPEC §2 route guard, public half; the login page sends a signed-in user to the user
 * centre itself): page titles of static routes; the navigation progress bar; toasts and the loading overlay.
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

  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
        <LoadingOverlay />
      </Suspense>
    </>
  );
}
