import { render, screen } from '@testing-library/react';
import { setupUser } from './user';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { asyncRoutes } from '@/app/routes/portal-routes';
import type { AppRouteRecord } from '@/lib/route-record';
import type { Language } from '@/lib/language';
import { useAppStore } from '@/stores/app';
import { usePermissionStore } from '@/stores/permission';
import { useUserStore } from '@/stores/user';
import './fake-canvas';
import { PAGE_LOAD_TIMEOUT } from './page-load';

/** jsdom lays nothing out: the shell reads the body width for the 992 px rule. */
export function setBodyWidth(width: number): void {
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 900,
    top: 0,
    left: 0,
    right: width,
    bottom: 900,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  } as DOMRect);
}

/** Logs in through the MSW login handler and renders the whole app router at `path`. */
export async function renderShell({
  path = '/homepage/homepage',
  routes = asyncRoutes,
  account = { username: 'enterprise01', password: 'Demo#2026' },
  language = 'zh',
  width = 1440,
}: {
  path?: string;
  routes?: AppRouteRecord[];
  account?: { username: string; password: string };
  language?: Language;
  width?: number;
} = {}) {
  setBodyWidth(width);
  useAppStore.getState().setLanguage(language);
  await useUserStore.getState().login({ ...account, autoLogin: false });
  usePermissionStore.getState().registerAsyncRoutes(routes);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const user = setupUser();
  const view = render(<RouterProvider router={router} />);
  await screen.findByRole(
    'button',
    { name: /^(切换侧边栏|Toggle sidebar|Alternar barra lateral|サイドバー切替)$/ },
    { timeout: PAGE_LOAD_TIMEOUT },
  );
  return { router, user, ...view };
}

/** A page with local state, to see keep-alive keep or drop it. */
export function counterPage(label: string) {
  return async () => {
    const { useState } = await import('react');
    function CounterPage() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          {`${label}: ${count}`}
        </button>
      );
    }
    return { default: CounterPage };
  };
}
