import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { COOKIE_KEYS } from '@/lib/cookies';
import type { AppRouteRecord } from '@/lib/route-record';
import { mockDb } from '@/mocks/db';
import { queryClient } from '@/lib/query-client';
import { detectLanguage } from '@/lib/language';
import { isMobileWidth, MOBILE_BREAKPOINT, useAppStore } from '@/stores/app';
import { usePermissionStore } from '@/stores/permission';
import { DEFAULT_SETTINGS, useSettingsStore } from '@/stores/settings';
import { NO_NAME, useTagsViewStore, type TagView } from '@/stores/tags-view';
import { useUserStore } from '@/stores/user';

/** A one-route table for the logout test (the permission rules themselves: tests/unit/route-permission.test.ts). */
const table: AppRouteRecord[] = [{ path: '/open', name: 'open', meta: { title: 'open' } }];

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  name: path.slice(1),
  title: path,
  ...extra,
});

describe('tags view store', () => {
  it('adds visited and cached views once, falling back to no-name', () => {
    const store = useTagsViewStore.getState();
    store.addView(view('/a'));
    store.addView(view('/a', { fullPath: '/a?x=1' }));
    store.addView(view('/b', { title: '' }));
    store.addView(view('/c', { noCache: true }));
    const state = useTagsViewStore.getState();
    expect(state.visitedViews.map((visited) => visited.path)).toEqual(['/a', '/b', '/c']);
    expect(state.visitedViews[0].fullPath).toBe('/a?x=1');
    expect(state.visitedViews[1].title).toBe(NO_NAME);
    expect(state.cachedViews).toEqual(['a', 'b']);
  });

  it('removes one, others (keeping affix) and all but affix', () => {
    const store = useTagsViewStore.getState();
    store.addView(view('/home', { affix: true }));
    store.addView(view('/a'));
    store.addView(view('/b'));
    store.addView(view('/c'));
    expect(store.delView(view('/b')).visitedViews.map((visited) => visited.path)).toEqual(['/home', '/a', '/c']);
    expect(useTagsViewStore.getState().cachedViews).toEqual(['home', 'a', 'c']);
    const others = store.delOthersViews(view('/c'));
    expect(others.visitedViews.map((visited) => visited.path)).toEqual(['/home', '/c']);
    expect(others.cachedViews).toEqual(['c']);
    const all = store.delAllViews();
    expect(all.visitedViews.map((visited) => visited.path)).toEqual(['/home']);
    expect(all.cachedViews).toEqual([]);
  });

  it('updates a title and survives a reload through sessionStorage', () => {
    const store = useTagsViewStore.getState();
    store.addView(view('/a'));
    store.updateVisitedView({ path: '/a', title: '新标题' });
    expect(JSON.parse(sessionStorage.getItem('visitedViews') ?? '[]')[0].title).toBe('新标题');
    useTagsViewStore.setState({ visitedViews: [] });
    useTagsViewStore.getState().restore();
    expect(useTagsViewStore.getState().visitedViews.map((visited) => visited.title)).toEqual(['新标题']);
  });
});

describe('app store', () => {
  it('is mobile when body width minus 1 is below 992 px', () => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(isMobileWidth(992)).toBe(true);
    expect(isMobileWidth(993)).toBe(false);
    expect(isMobileWidth(390)).toBe(true);
  });

  it('persists the sidebar in cookie sidebarStatus 1/0', () => {
    expect(useAppStore.getState().sidebar.opened).toBe(true);
    useAppStore.getState().toggleSideBar();
    expect(Cookies.get(COOKIE_KEYS.sidebarStatus)).toBe('0');
    useAppStore.getState().toggleSideBar();
    expect(Cookies.get(COOKIE_KEYS.sidebarStatus)).toBe('1');
    useAppStore.getState().closeSideBar({ withoutAnimation: true });
    expect(useAppStore.getState().sidebar).toEqual({ opened: false, withoutAnimation: true });
    useAppStore.getState().reload();
    expect(useAppStore.getState().sidebar.opened).toBe(false);
  });

  it('size defaults to medium; language comes from the cookie, then the browser, then English', () => {
    expect(useAppStore.getState().size).toBe('medium');
    Cookies.set(COOKIE_KEYS.language, 'ja');
    expect(detectLanguage()).toBe('ja');
    Cookies.remove(COOKIE_KEYS.language);
    const original = navigator.language;
    Object.defineProperty(navigator, 'language', { value: 'es-ES', configurable: true });
    expect(detectLanguage()).toBe('es');
    Object.defineProperty(navigator, 'language', { value: 'fr-FR', configurable: true });
    expect(detectLanguage()).toBe('en');
    Object.defineProperty(navigator, 'language', { value: original, configurable: true });
  });
});

describe('settings store', () => {
  it('has the DECISIONS D7 defaults and persists changes in localStorage', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: '#1890ff',
      showSettings: true,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: false,
      supportPinyinSearch: true,
    });
    useSettingsStore.getState().changeSetting('fixedHeader', true);
    useSettingsStore.getState().changeSetting('theme', '#13c2c2');
    const saved = JSON.parse(localStorage.getItem('admin-settings') ?? '{}');
    expect(saved.state).toMatchObject({ fixedHeader: true, theme: '#13c2c2' });
  });
});

describe('user store (SPEC §4, DECISIONS D5)', () => {
  it('auto-login keeps the token 7 days and remembers the account, never the password', async () => {
    await useUserStore.getState().login({ username: '  enterprise01 ', password: 'Demo#2026', autoLogin: true });
    expect(useUserStore.getState().token).toMatch(/^mock-enterprise01-/);
    expect(Cookies.get(COOKIE_KEYS.token)).toBe(useUserStore.getState().token);
    expect(Cookies.get(COOKIE_KEYS.account)).toBe('enterprise01');
    expect(document.cookie).not.toContain('Demo');
    expect(document.cookie).not.toContain('2026');
  });

  it('without auto-login forgets the remembered account', async () => {
    Cookies.set(COOKIE_KEYS.account, 'someone');
    await useUserStore.getState().login({ username: 'enterprise01', password: 'Demo#2026', autoLogin: false });
    expect(Cookies.get(COOKIE_KEYS.account)).toBeUndefined();
    expect(Cookies.get(COOKIE_KEYS.token)).toBeTruthy();
  });

  it('a failed login is passed to the caller and stores nothing', async () => {
    await expect(
      useUserStore.getState().login({ username: 'enterprise01', password: 'Wrong#2026', autoLogin: true }),
    ).rejects.toMatchObject({ code: 10002, message: '账号或密码错误' });
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
  });

  it('logout calls the server, clears token, roles, routes and tags and goes to /login', async () => {
    await useUserStore.getState().login({ username: 'enterprise01', password: 'Demo#2026', autoLogin: true });
    await useUserStore.getState().getInfo();
    usePermissionStore.getState().registerAsyncRoutes(table);
    usePermissionStore.getState().generateRoutes(useUserStore.getState().roles);
    expect(usePermissionStore.getState().addRoutes).toHaveLength(1);
    useTagsViewStore.getState().addView(view('/a'));
    expect(mockDb.current.sessions.size).toBe(1);
    await useUserStore.getState().logout();
    expect(mockDb.current.sessions.size).toBe(0);
    expect(useUserStore.getState()).toMatchObject({ token: '', roles: [] });
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
    expect(Cookies.get(COOKIE_KEYS.account)).toBeUndefined();
    expect(usePermissionStore.getState().addRoutes).toEqual([]);
    expect(useTagsViewStore.getState().visitedViews).toEqual([]);
    expect(window.location.hash).toBe('#/login');
  });

  it('resetToken clears the session without a server call', async () => {
    await useUserStore.getState().login({ username: 'enterprise01', password: 'Demo#2026', autoLogin: true });
    useUserStore.getState().resetToken();
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
    expect(useUserStore.getState().token).toBe('');
    expect(mockDb.current.sessions.size).toBe(1);
  });

  it("ending a session forgets the account's server data, so the next account on this tab never sees it", async () => {
    await useUserStore.getState().login({ username: 'enterprise01', password: 'Demo#2026', autoLogin: true });
    queryClient.setQueryData(['reward-talents'], [{ name: '林晓', idCard: '330106199003071236' }]);
    await useUserStore.getState().logout();
    expect(queryClient.getQueryData(['reward-talents'])).toBeUndefined();

    await useUserStore.getState().login({ username: 'enterprise01', password: 'Demo#2026', autoLogin: true });
    queryClient.setQueryData(['user-data'], { username: 'enterprise01' });
    useUserStore.getState().resetToken(); // as on 10004
    expect(queryClient.getQueryData(['user-data'])).toBeUndefined();
  });
});
