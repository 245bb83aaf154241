import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { asyncRoutes } from '@/app/routes/portal-routes';
import { usePermissionStore } from '@/stores/permission';

/** The real route tree and portal table, as main.tsx registers them, for a visitor without a session. */
function visit(path: string) {
  usePermissionStore.getState().registerAsyncRoutes(asyncRoutes);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('logged-out visitor on a path that is not public (SPEC §2)', () => {
  it('shows the 404 page for a mistyped marketing URL, not the login page', async () => {
    const router = visit('/soluton?id=1');
    expect(await screen.findByRole('heading', { name: '网站管理员说你不能进入这个页面...' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.queryByRole('form', { name: '账号密码登录' })).not.toBeInTheDocument();
  });

  it('sends a known portal path to /login and keeps the full path as redirect', async () => {
    const router = visit('/talentregistration/commondetail?id=7');
    expect(await screen.findByRole('form', { name: '账号密码登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/talentregistration/commondetail?id=7')}`,
    );
  });
});
