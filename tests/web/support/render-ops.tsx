import type { ComponentType } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdProvider } from '@/components/antd-provider';
import { Toaster } from '@/components/toaster';
import { QueryProvider } from '@/lib/query-client';
import { useAppStore } from '@/stores/app';
import { useUserStore } from '@/stores/user';
import { ACCOUNTS } from './render-management';

export const OPS_ACCOUNTS = ACCOUNTS;

/** A session of `account` in the user store (token cookie, roles), through the mock login and user-info calls. */
export async function signIn(account: keyof typeof OPS_ACCOUNTS): Promise<void> {
  useAppStore.getState().setLanguage('zh');
  await useUserStore.getState().login({ ...OPS_ACCOUNTS[account], autoLogin: false });
  await useUserStore.getState().getInfo();
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * One console page rendered directly (no guard, no admin shell) for a signed-in `account`, at `path`, with the
 * providers and the toaster the app gives it. Other paths render a location probe.
 */
export async function renderPage(Page: ComponentType, path: string, account: keyof typeof OPS_ACCOUNTS = 'admin') {
  await signIn(account);
  const pathname = path.split('?')[0]!;
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryProvider>
            <AntdProvider>
              <Outlet />
            </AntdProvider>
            <Toaster />
          </QueryProvider>
        ),
        children: [
          { path: pathname, element: <Page /> },
          { path: '*', element: <LocationProbe /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

/** The toast whose text is exactly `text`. */
export function findToast(text: string) {
  return screen.findByText(text, { selector: '.toaster *' });
}

/** The table row with a cell showing exactly `text`. */
export async function findRow(text: string): Promise<HTMLElement> {
  const found = await screen.findByText(text, { selector: 'td, td *' });
  return found.closest('tr') as HTMLElement;
}

/**
 * jsdom lays nothing out, and ProseMirror (the Tiptap editor) measures the selection to keep it in view: empty
 * rectangles let it type. Nothing is asserted on positions.
 */
export function stubLayoutForEditor(): void {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
}

export { within };
