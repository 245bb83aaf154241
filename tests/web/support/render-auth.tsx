import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { setupUser as setupSharedUser, setupUserWithFakeTimers } from './user';
import { http, type DefaultBodyType } from 'msw';
import { expect, vi } from 'vitest';
import { API_BASE_PATH } from '@/contracts/paths';
import { mockServer } from '@/mocks/node';
import { authRoutes } from '@/app/routes/auth-routes';
import { Toaster } from '@/components/toaster';
import { QueryProvider } from '@/lib/query-client';
import { PAGE_LOAD_TIMEOUT } from './page-load';

/** Shows where the app went after a navigation away from the auth pages. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The auth routes with the toaster (as RootGuard renders it) and a probe for every other path; waits for the lazy
 * page and for the parts it loads after its first paint (`data-lazy-part` placeholders).
 */
export async function renderAuth(initialEntries: string[], initialIndex?: number) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        element: (
          <QueryProvider>
            <Outlet />
            <Toaster />
          </QueryProvider>
        ),
        children: [...authRoutes, { path: '*', element: <LocationProbe /> }],
      },
    ],
    { initialEntries, initialIndex },
  );
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: PAGE_LOAD_TIMEOUT });
  await waitFor(
    () => {
      // The page (every auth page is in AuthLayout) or the probe has rendered, and nothing of it is still loading.
      expect(view.container.querySelector('.auth-layout, [data-testid="location"]')).not.toBeNull();
      expect(view.container.querySelector('[data-lazy-part]')).toBeNull();
    },
    { timeout: PAGE_LOAD_TIMEOUT },
  );
  return { router, ...view };
}

/**
 * Fake intervals for the 60 s countdowns. Only setInterval is faked, so the countdown moves only when a test
 * advances it (a slow machine cannot tick it early), while MSW, user-event and toasts keep real time.
 */
export function setupWithFakeTimers() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  return setupUserWithFakeTimers({ applyAccept: false });
}

/** Uploads ignore the input's `accept`, as a person choosing "all files" would. */
export function setupUser() {
  return setupSharedUser({ applyAccept: false });
}

/** Waits for the probe and returns where the router is. */
export async function currentLocation(): Promise<string> {
  const probe = await screen.findByTestId('location');
  return probe.textContent ?? '';
}

export function pngFile(name = 'licence.png', bytes = 1024, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Records the JSON bodies POSTed to an API path, then lets the shared mock handler answer. */
export function recordPosts(path: string): DefaultBodyType[] {
  const bodies: DefaultBodyType[] = [];
  mockServer.use(
    http.post(`${API_BASE_PATH}${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}
