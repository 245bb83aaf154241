import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../support/user';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { setToken } from '@/lib/cookies';
import { useNotifyStore } from '@/lib/notify';
import type { AppRouteRecord } from '@/lib/route-record';
import { mockDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { api } from '@/mocks/respond';
import { API } from '@/contracts/paths';
import { usePermissionStore } from '@/stores/permission';
import { useUserStore } from '@/stores/user';

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

/** A small table standing in for the portal routes: one open to all, one for reviewers. */
const fixtureRoutes: AppRouteRecord[] = [
  { path: '/homepage/homepage', name: 'homepage', component: page('用户中心页面'), meta: { title: 'homepage' } },
  {
    path: '/review/registrations',
    name: 'review',
    component: page('审核页面'),
    meta: { title: '注册审核', roles: ['reviewer'] },
  },
  {
    path: '/service/inviteservice',
    name: 'inviteservice',
    component: page('服务邀请页面'),
    meta: { title: '服务邀请' },
  },
  { path: '/service/inviteservicedetail', name: 'inviteservicedetail', component: page('服务详情'), hidden: true },
  {
    path: '/talentregistration',
    redirect: '/talentregistration/commontalentlist',
    children: [
      {
        path: 'commontalentlist',
        name: 'commontalentlist',
        component: page('普通人才列表'),
        meta: { title: '普通人才' },
      },
    ],
  },
];

let visited: string[] = [];

function renderAt(path: string) {
  usePermissionStore.getState().registerAsyncRoutes(fixtureRoutes);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  visited = [];
  router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
  render(<RouterProvider router={router} />);
  return router;
}

/** Logs in through the mock API like the login page does, so the token is a real session. */
async function logIn(username = 'enterprise01', password = 'Demo#2026') {
  await useUserStore.getState().login({ username, password, autoLogin: false });
}

const where = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const toastTexts = () => useNotifyStore.getState().toasts.map((toast) => toast.text);

describe('route guard (SPEC §2)', () => {
  it('sends / to /index', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/'));
    // /index is public: it never lands on /login (a 404 only while no marketing page is registered).
    await waitFor(() => expect(['/index', '/404']).toContain(router.state.location.pathname));
  });

  it('sends a logged-out visitor on a portal path to /login with the full path as redirect', async () => {
    const router = renderAt('/homepage/homepage?tab=news&x=1');
    await waitFor(() =>
      expect(visited).toContain(`/login?redirect=${encodeURIComponent('/homepage/homepage?tab=news&x=1')}`),
    );
    expect(router.state.location.pathname).not.toBe('/homepage/homepage');
  });

  it('sends a failed-auth visitor on the service invite paths to login with a redirect', async () => {
    renderAt('/service/inviteservicedetail?id=3');
    await waitFor(() =>
      expect(visited).toContain(`/login?redirect=${encodeURIComponent('/service/inviteservicedetail?id=3')}`),
    );
  });

  it('sends a logged-in user on /login to /homepage/homepage', async () => {
    await logIn();
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/homepage'));
    expect(await screen.findByText('用户中心页面')).toBeInTheDocument();
  });

  it('with a token but no roles: fetches user info, generates routes and shows the page', async () => {
    await logIn();
    expect(useUserStore.getState().roles).toEqual([]);
    let infoCalls = 0;
    const countInfo = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(API.userInfo)) infoCalls += 1;
    };
    mockServer.events.on('request:start', countInfo);
    onTestFinished(() => mockServer.events.removeListener('request:start', countInfo));
    const router = renderAt('/homepage/homepage');
    expect(await screen.findByText('用户中心页面')).toBeInTheDocument();
    // Asked once: storing the roles must not send a second request.
    expect(infoCalls).toBe(1);
    expect(useUserStore.getState().roles).toEqual(['enterprise']);
    expect(useUserStore.getState().name).toBe('enterprise01');
    expect(usePermissionStore.getState().addRoutes.map((route) => route.path)).not.toContain('/review/registrations');
    expect(router.state.location.pathname).toBe('/homepage/homepage');
  });

  it('sets the page title to the route title plus the site title', async () => {
    await logIn();
    renderAt('/service/inviteservice');
    await screen.findByText('服务邀请页面');
    await waitFor(() => expect(document.title).toBe('服务邀请 - 星桥链数'));
  });

  it('shows 401 for a route the roles forbid and 404 for an unknown one', async () => {
    await logIn();
    const router = renderAt('/review/registrations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    expect(await screen.findByText('你没有权限去该页面')).toBeInTheDocument();
    router.navigate('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('admin reaches every async route', async () => {
    await logIn('admin', 'Admin#2026');
    renderAt('/review/registrations');
    expect(await screen.findByText('审核页面')).toBeInTheDocument();
  });

  it('redirects a parent record to its child list', async () => {
    await logIn();
    const router = renderAt('/talentregistration');
    expect(await screen.findByText('普通人才列表')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/talentregistration/commontalentlist');
  });

  it('when user info fails: resets the token, shows the message and goes to login', async () => {
    setToken('stale-token', false);
    useUserStore.setState({ token: 'stale-token' });
    renderAt('/homepage/homepage');
    await waitFor(() => expect(visited).toContain(`/login?redirect=${encodeURIComponent('/homepage/homepage')}`));
    expect(useUserStore.getState().token).toBe('');
    expect(toastTexts()).toContain('登录已过期，请重新登录');
  });

  it("rejects an empty user info with 'Verification failed, please Login again.'", async () => {
    await logIn();
    mockServer.use(http.get(api(API.userInfo), () => HttpResponse.json({ code: 0, msg: 'ok' })));
    renderAt('/homepage/homepage');
    await waitFor(() => expect(visited.some((path) => path.startsWith('/login?redirect='))).toBe(true));
    expect(toastTexts()).toContain('Verification failed, please Login again.');
  });

  it("rejects empty roles with 'getInfo: roles must be a non-null array!'", async () => {
    await logIn();
    mockServer.use(
      http.get(api(API.userInfo), () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { roles: [], username: 'x', avatar: '', introduction: '' } }),
      ),
    );
    renderAt('/homepage/homepage');
    await waitFor(() => expect(visited.some((path) => path.startsWith('/login?redirect='))).toBe(true));
    expect(toastTexts()).toContain('getInfo: roles must be a non-null array!');
    expect(useUserStore.getState().token).toBe('');
  });

  it("shows 'Has Error' when user info fails without a message", async () => {
    await logIn();
    mockServer.use(http.get(api(API.userInfo), () => HttpResponse.json({ code: 50000, msg: '' }, { status: 500 })));
    renderAt('/homepage/homepage');
    await waitFor(() => expect(visited).toContain(`/login?redirect=${encodeURIComponent('/homepage/homepage')}`));
    expect(toastTexts()).toEqual(['Has Error']);
    expect(useUserStore.getState().token).toBe('');
  });

  it('says a failed user-info call on a dead network in Chinese, then goes to login', async () => {
    await logIn();
    mockServer.use(http.get(api(API.userInfo), () => HttpResponse.error()));
    renderAt('/homepage/homepage');
    await waitFor(() => expect(visited.some((path) => path.startsWith('/login?redirect='))).toBe(true));
    expect(toastTexts()).toEqual(['网络连接失败，请检查网络后重试']);
  });

  describe('401 page back button (SPEC §2)', () => {
    it('goes back one step without noGoBack', async () => {
      const user = setupUser();
      const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/404', '/401'], initialIndex: 1 });
      render(<RouterProvider router={router} />);
      await user.click(await screen.findByRole('button', { name: '返回' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    });

    it('goes to /dashboard with noGoBack, which opens the user centre when logged in', async () => {
      await logIn();
      usePermissionStore.getState().registerAsyncRoutes(fixtureRoutes);
      const user = setupUser();
      const router = createMemoryRouter(createAppRoutes(), {
        initialEntries: ['/404', '/401?noGoBack=true'],
        initialIndex: 1,
      });
      render(<RouterProvider router={router} />);
      await user.click(await screen.findByRole('button', { name: '返回' }));
      expect(await screen.findByText('用户中心页面')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/homepage/homepage');
      // Not one step back: /404 is still behind us.
      expect(router.state.historyAction).not.toBe('POP');
    });

    it('links to /dashboard', async () => {
      renderAt('/401');
      expect(await screen.findByRole('link', { name: '回到主页' })).toHaveAttribute('href', '/dashboard');
    });
  });

  it('/redirect/<path> re-enters the page with its query', async () => {
    await logIn();
    const router = renderAt('/redirect/homepage/homepage?x=1');
    expect(await screen.findByText('用户中心页面')).toBeInTheDocument();
    expect(where(router)).toBe('/homepage/homepage?x=1');
  });

  it('/dashboard goes to the user centre', async () => {
    await logIn();
    const router = renderAt('/dashboard');
    expect(await screen.findByText('用户中心页面')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homepage/homepage');
  });

  it('public error pages render without a session', async () => {
    renderAt('/404');
    expect(await screen.findByText('网站管理员说你不能进入这个页面...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  });

  it('a logged-out session never keeps a server session alive', () => {
    expect(mockDb.current.sessions.size).toBe(0);
  });
});
