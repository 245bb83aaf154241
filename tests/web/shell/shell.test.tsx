import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asyncRoutes } from '@/app/routes/portal-routes';
import type { AppRouteRecord } from '@/lib/route-record';
import { useAppStore } from '@/stores/app';
import { useErrorLogStore } from '@/stores/error-log';
import { useSettingsStore } from '@/stores/settings';
import { useTagsViewStore } from '@/stores/tags-view';
import { useUserStore } from '@/stores/user';
import { counterPage, renderShell, setBodyWidth } from '../support/render-shell';

function Boom(): never {
  throw new Error('boom: render failed');
}

/** The shipped table plus test sections: two cached pages in other sections, a nested one, a noCache one. */
const routes: AppRouteRecord[] = [
  ...asyncRoutes,
  {
    path: '/alpha',
    component: 'Layout',
    redirect: '/alpha/one',
    children: [{ path: 'one', name: 'alphaone', component: counterPage('alpha'), meta: { title: 'alphaone' } }],
  },
  {
    path: '/nested',
    component: 'Layout',
    meta: { title: 'nested' },
    children: [
      {
        path: 'menu1',
        meta: { title: 'menu1' },
        children: [{ path: 'deep', name: 'deep', component: counterPage('deep'), meta: { title: 'deep' } }],
      },
      { path: 'fresh', name: 'fresh', component: counterPage('fresh'), meta: { title: 'fresh', noCache: true } },
    ],
  },
  {
    path: '/broken',
    component: 'Layout',
    children: [{ path: 'page', name: 'broken', component: async () => ({ default: Boom }), meta: { title: 'broken' } }],
  },
];

// Rendering the whole app on a shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => useErrorLogStore.getState().clearErrorLog());

const tagsNav = () => screen.getByRole('navigation', { name: '已访问页面' });
const sideNav = () => screen.getByRole('navigation', { name: '导航菜单' });
const tagNames = () =>
  within(tagsNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

async function go(router: { navigate: (to: string) => Promise<void> }, to: string) {
  await act(() => router.navigate(to));
}

describe('admin shell frame', () => {
  it('shows title, user, breadcrumb, sidebar and the affix 主页 tag (no close button)', async () => {
    await renderShell();
    expect(screen.getByText('人才服务联盟链平台')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '用户菜单: enterprise01' })).toHaveTextContent('enterprise01');
    const breadcrumb = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(breadcrumb).getByText('主页')).toBeInTheDocument();
    expect(within(breadcrumb).queryByRole('link')).toBeNull();
    expect(within(sideNav()).getByRole('link', { name: '主页' })).toHaveAttribute('href', '/homepage/homepage');
    expect(within(sideNav()).getByRole('link', { name: '账号管理' })).toHaveAttribute(
      'href',
      '/account/accountmanagement',
    );
    expect(tagNames()).toEqual(['主页']);
    expect(within(tagsNav()).queryByRole('button', { name: /关闭/ })).toBeNull();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toContain('主页'));
  });

  it('user dropdown: 基本信息 opens account management with masked contacts; breadcrumb links home', async () => {
    const { user, router } = await renderShell();
    await user.click(screen.getByRole('button', { name: '用户菜单: enterprise01' }));
    await user.click(await screen.findByText('基本信息'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/accountmanagement'));
    expect(await screen.findByText('138****0001')).toBeInTheDocument();
    // The user centre stays mounted but hidden (keep-alive) and shows the same e-mail: count visible copies only.
    const visible = (text: string) =>
      screen.getAllByText(text).filter((element) => {
        for (let node: HTMLElement | null = element; node; node = node.parentElement)
          if (node.style.display === 'none') return false;
        return true;
      });
    expect(visible('en***@example.com')).toHaveLength(1);
    expect(visible('杭州云杉智造科技有限公司').length).toBeGreaterThan(0);
    expect(screen.getByText('已通过')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: '面包屑导航' });
    expect(within(breadcrumb).getByRole('link', { name: '主页' })).toHaveAttribute('href', '/homepage/homepage');
    expect(within(breadcrumb).queryByRole('link', { name: '账号管理' })).toBeNull();
    expect(tagNames()).toEqual(['主页', '账号管理']);
  });

  it('退出登录 calls the server, clears the session and tags and goes to /login', async () => {
    const { user, router } = await renderShell();
    await go(router, '/account/accountmanagement');
    await user.click(screen.getByRole('button', { name: '用户菜单: enterprise01' }));
    await user.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useUserStore.getState().token).toBe('');
    expect(useTagsViewStore.getState().visitedViews.map((view) => view.path)).toEqual(['/homepage/homepage']);
  });

  it('an unknown logged-in path answers 404, a forbidden one 401', async () => {
    const forbidden: AppRouteRecord = {
      path: '/review',
      component: 'Layout',
      meta: { roles: ['reviewer'] },
      children: [
        { path: 'registrations', name: 'registrations', component: counterPage('r'), meta: { title: 'registrations' } },
      ],
    };
    const { router } = await renderShell({ routes: [...asyncRoutes, forbidden] });
    await go(router, '/review/registrations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });
});

describe('tags view and keep-alive', () => {
  it('keeps a cached page state across sections, drops it when its tag closes', async () => {
    const { user, router } = await renderShell({ routes });
    await go(router, '/alpha/one');
    await user.click(await screen.findByRole('button', { name: 'alpha: 0' }));
    await user.click(screen.getByRole('button', { name: 'alpha: 1' }));
    await go(router, '/account/accountmanagement');
    expect(await screen.findByText('修改密码')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'alpha: 2' })).toBeNull(); // hidden, not in the accessibility tree
    await go(router, '/alpha/one');
    expect(await screen.findByRole('button', { name: 'alpha: 2' })).toBeVisible();

    await user.click(within(tagsNav()).getByRole('button', { name: '关闭 alphaone' }));
    // Closing the active tag goes to the last remaining tag.
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/accountmanagement'));
    await go(router, '/alpha/one');
    expect(await screen.findByRole('button', { name: 'alpha: 0' })).toBeVisible();
  });

  it('caches nested pages too, but not noCache pages', async () => {
    const { user, router } = await renderShell({ routes });
    await go(router, '/nested/menu1/deep');
    await user.click(await screen.findByRole('button', { name: 'deep: 0' }));
    await go(router, '/nested/fresh');
    await user.click(await screen.findByRole('button', { name: 'fresh: 0' }));
    expect(screen.getByRole('button', { name: 'fresh: 1' })).toBeVisible();
    await go(router, '/nested/menu1/deep');
    expect(await screen.findByRole('button', { name: 'deep: 1' })).toBeVisible();
    await go(router, '/nested/fresh');
    expect(await screen.findByRole('button', { name: 'fresh: 0' })).toBeVisible();
    expect(useTagsViewStore.getState().cachedViews).toEqual(['homepage', 'deep']);
  });

  it('context menu (105 px): 刷新 remounts only that page; 关闭其他; 关闭所有 keeps affix tags and goes home', async () => {
    const { user, router } = await renderShell({ routes });
    await go(router, '/nested/menu1/deep');
    await user.click(await screen.findByRole('button', { name: 'deep: 0' }));
    await go(router, '/alpha/one');
    await user.click(await screen.findByRole('button', { name: 'alpha: 0' }));
    expect(tagNames()).toEqual(['主页', 'deep', 'alphaone']);

    fireEvent.contextMenu(within(tagsNav()).getByRole('link', { name: 'alphaone' }));
    const menu = screen.getByRole('menu', { name: 'alphaone' });
    expect(menu).toHaveStyle({ width: '105px' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    await user.click(within(menu).getByRole('menuitem', { name: '刷新' }));
    expect(await screen.findByRole('button', { name: 'alpha: 0' })).toBeVisible();
    await go(router, '/nested/menu1/deep');
    expect(await screen.findByRole('button', { name: 'deep: 1' })).toBeVisible();

    fireEvent.contextMenu(within(tagsNav()).getByRole('link', { name: 'deep' }));
    await user.click(within(screen.getByRole('menu', { name: 'deep' })).getByRole('menuitem', { name: '关闭其他' }));
    expect(tagNames()).toEqual(['主页', 'deep']);
    expect(useTagsViewStore.getState().cachedViews).toEqual(['deep']);

    fireEvent.contextMenu(within(tagsNav()).getByRole('link', { name: '主页' }));
    const affixMenu = screen.getByRole('menu', { name: '主页' });
    expect(within(affixMenu).queryByRole('menuitem', { name: '关闭' })).toBeNull();
    await user.click(within(affixMenu).getByRole('menuitem', { name: '关闭所有' }));
    expect(tagNames()).toEqual(['主页']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/homepage'));
    expect(useTagsViewStore.getState().cachedViews).toEqual(['homepage']);
  });

  it(
    'works by keyboard: Tab reaches each tag and its close button, Shift+F10 opens the menu, arrows and Enter choose',
    { timeout: 120_000 },
    async () => {
      const { user, router } = await renderShell({ routes });
      await go(router, '/nested/menu1/deep');
      await screen.findByRole('button', { name: 'deep: 0' });
      await go(router, '/alpha/one');
      await screen.findByRole('button', { name: 'alpha: 0' });
      expect(tagNames()).toEqual(['主页', 'deep', 'alphaone']);

      // Enter on a tag opens its page; Space on a close button closes the tag and focus stays in the tags view.
      within(tagsNav()).getByRole('link', { name: 'deep' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/nested/menu1/deep'), { timeout: 10_000 });
      await user.tab();
      expect(within(tagsNav()).getByRole('button', { name: '关闭 deep' })).toHaveFocus();
      await user.keyboard(' ');
      expect(tagNames()).toEqual(['主页', 'alphaone']);
      await waitFor(() => expect(within(tagsNav()).getByRole('link', { name: 'alphaone' })).toHaveFocus());

      await user.keyboard('{Shift>}{F10}{/Shift}');
      const menu = screen.getByRole('menu', { name: 'alphaone' });
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '刷新' })).toHaveFocus());
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: '关闭其他' })).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(within(menu).getByRole('menuitem', { name: '关闭' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu', { name: 'alphaone' })).toBeNull();
      expect(within(tagsNav()).getByRole('link', { name: 'alphaone' })).toHaveFocus();

      await user.keyboard('{Shift>}{F10}{/Shift}');
      await waitFor(() => expect(screen.getByRole('menuitem', { name: '刷新' })).toHaveFocus());
      await user.keyboard('{End}{Enter}');
      expect(tagNames()).toEqual(['主页']);
      await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/homepage'));
    },
  );

  it('tags survive a reload (sessionStorage)', async () => {
    sessionStorage.setItem(
      'visitedViews',
      JSON.stringify([
        {
          path: '/homepage/homepage',
          fullPath: '/homepage/homepage',
          name: 'homepage',
          title: 'homepage',
          affix: true,
        },
        {
          path: '/account/accountmanagement',
          fullPath: '/account/accountmanagement',
          name: 'accountmanagement',
          title: 'accountmanagement',
        },
      ]),
    );
    useTagsViewStore.getState().restore();
    await renderShell();
    expect(tagNames()).toEqual(['主页', '账号管理']);
  });
});

describe('settings, language and search', () => {
  it('settings drawer toggles persist in localStorage; the pinyin switch exists only in Chinese', async () => {
    const { user } = await renderShell();
    await user.click(screen.getByRole('button', { name: '打开系统设置' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('系统布局配置')).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: '菜单支持拼音搜索' })).toBeChecked();
    await user.click(within(drawer).getByRole('switch', { name: '开启 Tags-View' }));
    await user.click(within(drawer).getByRole('switch', { name: '固定 Header' }));
    expect(screen.queryByRole('navigation', { name: '已访问页面' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('admin-settings') ?? '{}').state).toMatchObject({
      tagsView: false,
      fixedHeader: true,
    });

    act(() => useAppStore.getState().setLanguage('en'));
    expect(within(drawer).queryByRole('switch', { name: /pinyin/i })).toBeNull();
    expect(within(drawer).getByRole('switch', { name: 'Open Tags-View' })).not.toBeChecked();

    // A fresh page load reads the persisted values back.
    const saved = localStorage.getItem('admin-settings')!;
    act(() => useSettingsStore.setState({ tagsView: true, fixedHeader: false }));
    localStorage.setItem('admin-settings', saved);
    await act(() => useSettingsStore.persist.rehydrate());
    expect(useSettingsStore.getState()).toMatchObject({ tagsView: false, fixedHeader: true });
  });

  it('switching language re-renders the shell and antd locale, says Switch Language Success, disables the current one', async () => {
    const { user } = await renderShell();
    // antd's own locale: the empty search result comes from antd.
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    await user.type(screen.getByRole('combobox'), 'qqqqqq');
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));

    await user.click(screen.getByRole('button', { name: '语言' }));
    const chinese = await screen.findByRole('menuitem', { name: '中文' });
    expect(chinese).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'English' }));

    expect(await screen.findByText('Switch Language Success')).toBeInTheDocument();
    expect(screen.getByText('Talent Services Alliance Chain')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Navigation' })).getByRole('link', { name: 'Account' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Visited pages' })).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Home')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeInTheDocument();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toContain('Home'));
    expect(useAppStore.getState().language).toBe('en');
    expect(document.cookie).toContain('language=en');

    await user.click(screen.getByRole('button', { name: 'Search menu' }));
    await user.type(screen.getByRole('combobox'), 'qqqqqq');
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
  });

  it('header search: pinyin and initials match in Chinese only; choosing a result navigates', async () => {
    const { user, router } = await renderShell();
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    await user.type(screen.getByRole('combobox'), 'zhgl');
    expect(await screen.findByRole('option', { name: '账号管理' }, { timeout: 5000 })).toBeInTheDocument();
    // rc-select's role=option list is for screen readers; the pointer clicks the visible item.
    const visibleOption = await waitFor(() => {
      const option = document.querySelector<HTMLElement>('.ant-select-item-option[title="账号管理"]');
      if (!option) throw new Error('option not rendered');
      return option;
    });
    await user.click(visibleOption);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/accountmanagement'));

    act(() => useAppStore.getState().setLanguage('en'));
    await user.click(screen.getByRole('button', { name: 'Search menu' }));
    await user.type(screen.getByRole('combobox'), 'zhgl');
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('option', { name: 'Account' })).toBeNull();
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'acount');
    expect(await screen.findByRole('option', { name: 'Account' })).toBeInTheDocument();
  });

  it('with pinyin search switched off, Chinese titles no longer match pinyin', async () => {
    useSettingsStore.setState({ supportPinyinSearch: false });
    const { user } = await renderShell();
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    await user.type(screen.getByRole('combobox'), 'zhgl');
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });
});

describe('responsive (SPEC §9: body width − 1 < 992 px)', () => {
  it('mobile: the sidebar is a drawer that closes on route change; resizing to desktop brings the fixed sidebar back', async () => {
    const { user } = await renderShell({ width: 390 });
    expect(useAppStore.getState().device).toBe('mobile');
    expect(screen.queryByRole('navigation', { name: '导航菜单' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '切换侧边栏' }));
    const link = await within(await screen.findByRole('navigation', { name: '导航菜单' })).findByRole('link', {
      name: '账号管理',
    });
    await user.click(link);
    await waitFor(() => expect(useAppStore.getState().sidebar.opened).toBe(false));

    setBodyWidth(992);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(useAppStore.getState().device).toBe('mobile');
    setBodyWidth(993);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(useAppStore.getState().device).toBe('desktop');
    expect(document.querySelector('.admin-shell.is-desktop')).not.toBeNull();
  });

  it('does not follow resizes while the document is hidden', async () => {
    await renderShell({ width: 1440 });
    const hidden = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden');
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    setBodyWidth(390);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(useAppStore.getState().device).toBe('desktop');
    delete (document as { hidden?: boolean }).hidden;
    if (hidden) Object.defineProperty(Document.prototype, 'hidden', hidden);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(useAppStore.getState().device).toBe('mobile');
  });
});

describe('error log', () => {
  it('is not shown to an organisation: stack traces are for the admin (D14)', async () => {
    const { router } = await renderShell({ routes });
    await go(router, '/broken/page');
    expect(await screen.findByText('页面出了点问题')).toBeInTheDocument();
    expect(useErrorLogStore.getState().logs).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /错误日志/ })).toBeNull();
  });

  it('a render error shows the fallback with retry, is logged and listed from the admin’s navbar badge', async () => {
    const { user, router } = await renderShell({ routes, account: { username: 'admin', password: 'Admin#2026' } });
    expect(screen.queryByRole('button', { name: /错误日志/ })).toBeNull();
    await go(router, '/broken/page');
    expect(await screen.findByText('页面出了点问题')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(useErrorLogStore.getState().logs).toHaveLength(1);
    expect(useErrorLogStore.getState().logs[0]).toMatchObject({ message: 'boom: render failed' });

    await user.click(screen.getByRole('button', { name: '错误日志 (1 条错误)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('boom: render failed')).toBeInTheDocument();
    expect(useErrorLogStore.getState().logs[0].place).toMatch(/Boom/);
    expect(within(dialog).getByText(useErrorLogStore.getState().logs[0].place)).toBeInTheDocument();
    expect(within(dialog).getByText(/^http/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '清空全部' }));
    expect(useErrorLogStore.getState().logs).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /错误日志/ })).toBeNull());

    // The rest of the shell still works.
    await go(router, '/account/accountmanagement');
    expect(await screen.findByText('修改密码')).toBeInTheDocument();
  });
});
