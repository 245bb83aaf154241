import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { RootGuard } from '@/app/root-guard';
import { LazyRoutePage } from '@/components/lazy-page';
import { asyncRoutes } from '@/app/routes/portal-routes';
import { AntdProvider } from '@/components/antd-provider';
import { QueryProvider } from '@/lib/query-client';
import { setToken } from '@/lib/cookies';
import { matchRoute } from '@/lib/route-record';
import { mockDb } from '@/mocks/db';
import type { Language } from '@/lib/language';
import { useAppStore } from '@/stores/app';
import { usePermissionStore } from '@/stores/permission';
import { useUserStore } from '@/stores/user';
import { setupUser } from './user';
import './fake-canvas';
import { PAGE_LOAD_TIMEOUT } from './page-load';

/**
 * `username` signed in, as the stores hold it after a login: a session the mock API knows, the token cookie, the
 * user info (the store's own getInfo, one in-process MSW answer) and the routes its roles open. No login form.
 */
export async function signInAs(username: string): Promise<void> {
  const token = `mock-${username}-signed-in`;
  mockDb.current.sessions.set(token, username);
  setToken(token, false);
  useUserStore.setState({ token });
  const { roles } = await useUserStore.getState().getInfo();
  usePermissionStore.getState().registerAsyncRoutes(asyncRoutes);
  usePermissionStore.getState().generateRoutes(roles);
}

/** Where the app went when the page navigated away from its own path. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The portal page the route table maps `path` to, alone: the app's root (toasts, loading overlay, query client,
 * navigator) and antd's provider, without the admin shell, for `account` signed in (see signInAs). Each route keeps
 * one test through the guard and the shell (renderShell); everything else about a page is tested here.
 */
export async function renderPage(
  path: string,
  { account = 'enterprise01', language = 'zh' }: { account?: string; language?: Language } = {},
) {
  useAppStore.getState().setLanguage(language);
  await signInAs(account);
  const { pathname } = new URL(path, 'http://localhost');
  const loader = matchRoute(asyncRoutes, pathname)?.record.component;
  if (!loader || loader === 'Layout') throw new Error(`no page at ${pathname}`);
  const router = createMemoryRouter(
    [
      {
        element: <RootGuard />,
        HydrateFallback: () => null,
        children: [
          {
            path: pathname,
            element: (
              // In the app the router wraps each lazy route in the query client's provider (withQueryClient).
              <QueryProvider>
                <AntdProvider>
                  <LazyRoutePage loader={loader} />
                </AntdProvider>
              </QueryProvider>
            ),
          },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = setupUser();
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(document.querySelector('.page-fallback')).toBeNull(), { timeout: PAGE_LOAD_TIMEOUT });
  return { router, user, ...view };
}
