import { describe, expect, it } from 'vitest';
import { filterAsyncRoutes, type AppRouteRecord } from '@/lib/route-record';
import { asyncRoutes } from '@/app/routes/portal-routes';
import { breadcrumbEntries } from '@/layouts/admin/breadcrumb-entries';
import { matchedWithPaths } from '@/layouts/admin/route-utils';
import { ancestorKeys, buildMenu, nextOpenKeys } from '@/layouts/admin/sidebar-menu';
import { buildSearchPool, searchMenus } from '@/layouts/admin/search-index';
import { pinyinOf } from '@/layouts/admin/pinyin-of';
import { afterClose, affixViewsOf } from '@/layouts/admin/tags-logic';
import { isMobileWidth } from '@/stores/app';
import { usePermissionStore } from '@/stores/permission';
import { maskEmail, maskPhone } from '@/utils/mask';
import { toTransactionSeries, transactionChartOption } from '@/features/chain/chart-data';
import type { TagView } from '@/stores/tags-view';

const page = () => Promise.resolve({ default: () => null });

/** A table shaped like the real one will become: sections, a hidden detail, nesting, roles. */
const table: AppRouteRecord[] = [
  {
    path: '/homepage',
    component: 'Layout',
    redirect: '/homepage/homepage',
    children: [
      { path: 'homepage', name: 'homepage', component: page, meta: { title: 'homepage', icon: 'home', affix: true } },
    ],
  },
  {
    path: '/review',
    component: 'Layout',
    redirect: '/review/registrations',
    meta: { roles: ['admin', 'reviewer'] },
    children: [
      {
        path: 'registrations',
        name: 'registrations',
        component: page,
        meta: { title: 'registrations', icon: 'audit' },
      },
      {
        path: 'detail',
        name: 'reviewdetail',
        component: page,
        hidden: true,
        meta: { title: 'reviewdetail', activeMenu: '/review/registrations' },
      },
    ],
  },
  {
    path: '/talentregistration',
    component: 'Layout',
    redirect: 'noRedirect',
    meta: { title: 'talent', icon: 'team', noRedirect: true },
    children: [
      {
        path: 'commonregistration',
        name: 'commonregistration',
        component: page,
        meta: { title: 'common', roles: ['enterprise'] },
      },
      { path: 'highregistration', name: 'highregistration', component: page, meta: { title: 'high' } },
    ],
  },
  {
    path: '/rewardapply',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: 'reward', icon: 'trophy' },
    children: [{ path: 'rewardapply', name: 'rewardapply', component: page, meta: { title: 'rewardapply' } }],
  },
  {
    path: '/nested',
    component: 'Layout',
    meta: { title: 'nested' },
    children: [
      {
        path: 'menu1',
        meta: { title: 'menu1' },
        children: [
          { path: 'menu1-1', name: 'menu11', component: page, meta: { title: 'menu11' } },
          { path: 'menu1-2', name: 'menu12', component: page, meta: { title: 'menu12', breadcrumb: false } },
        ],
      },
      { path: 'menu2', name: 'menu2', component: page, meta: { title: 'menu2' } },
    ],
  },
  {
    path: '/secret',
    component: 'Layout',
    hidden: true,
    children: [{ path: 'index', name: 'secret', component: page, meta: { title: 'secret' } }],
  },
];

describe('sidebar menu (SPEC §2)', () => {
  const menu = buildMenu(table);

  it('collapses a section with one visible child into a link to that child, with the child title and the section icon fallback', () => {
    expect(menu[0]).toEqual({ key: '/homepage/homepage', title: 'homepage', icon: 'home' });
    // The hidden detail page does not count: one visible child remains.
    expect(menu[1]).toEqual({ key: '/review/registrations', title: 'registrations', icon: 'audit' });
  });

  it('keeps alwaysShow sections as submenus even with one child', () => {
    expect(menu[3]).toEqual({
      key: '/rewardapply',
      title: 'reward',
      icon: 'trophy',
      children: [{ key: '/rewardapply/rewardapply', title: 'rewardapply', icon: undefined }],
    });
  });

  it('nests submenus and skips hidden records', () => {
    expect(menu.map((node) => node.key)).toEqual([
      '/homepage/homepage',
      '/review/registrations',
      '/talentregistration',
      '/rewardapply',
      '/nested',
    ]);
    const nested = menu[4];
    expect(nested.children?.map((child) => child.key)).toEqual(['/nested/menu1', '/nested/menu2']);
    expect(nested.children?.[0].children?.map((child) => child.key)).toEqual([
      '/nested/menu1/menu1-1',
      '/nested/menu1/menu1-2',
    ]);
  });

  it('opens the branch of the active page and keeps one submenu open at a time', () => {
    expect(ancestorKeys(menu, '/nested/menu1/menu1-2')).toEqual(['/nested', '/nested/menu1']);
    expect(ancestorKeys(menu, '/homepage/homepage')).toEqual([]);
    expect(nextOpenKeys(['/nested'], ['/nested', '/talentregistration'])).toEqual(['/talentregistration']);
    expect(nextOpenKeys(['/nested'], ['/nested', '/nested/menu1'])).toEqual(['/nested', '/nested/menu1']);
    expect(nextOpenKeys(['/nested', '/nested/menu1'], ['/nested'])).toEqual(['/nested']);
  });

  it('is built from the role-filtered table (SPEC §4): enterprise users lose reviewer sections and foreign children', () => {
    const enterprise = buildMenu(filterAsyncRoutes(table, ['enterprise']));
    expect(enterprise.map((node) => node.key)).not.toContain('/review/registrations');
    const talent = enterprise.find((node) => node.key === '/talentregistration');
    expect(talent?.children?.map((child) => child.key)).toEqual([
      '/talentregistration/commonregistration',
      '/talentregistration/highregistration',
    ]);

    const reviewer = buildMenu(filterAsyncRoutes(table, ['reviewer']));
    expect(reviewer.map((node) => node.key)).toContain('/review/registrations');
    // Only the unrestricted child is left: the section collapses to a single link.
    expect(reviewer.find((node) => node.key.startsWith('/talentregistration'))).toEqual({
      key: '/talentregistration/highregistration',
      title: 'high',
      icon: 'team',
    });
  });

  it('the shipped table gives each role its own menu, with the user centre first and the account last', () => {
    const menuOf = (role: string) => buildMenu(filterAsyncRoutes(asyncRoutes, [role])).map((node) => node.key);
    expect(menuOf('enterprise')).toEqual([
      '/homepage/homepage',
      '/talentregistration',
      '/rewardapply/rewardapply',
      '/service/inviteservice',
      '/notifications/index',
      '/account/accountmanagement',
    ]);
    expect(menuOf('reviewer')).toEqual([
      '/homepage/homepage',
      '/review',
      '/content/articles',
      '/account/accountmanagement',
    ]);
    usePermissionStore.getState().registerAsyncRoutes(asyncRoutes);
    const adminMenu = buildMenu(usePermissionStore.getState().generateRoutes(['admin'])).map((node) => node.key);
    expect(adminMenu).toEqual([
      '/homepage/homepage',
      '/talentregistration',
      '/rewardapply/rewardapply',
      '/review',
      '/leads/index',
      '/service/inviteservice',
      '/content/articles',
      '/account/users',
      '/account/audit',
      '/account/sessions',
      '/account/site',
      '/notifications/index',
      '/account/accountmanagement',
    ]);
  });
});

describe('breadcrumb (SPEC §2)', () => {
  const entries = (path: string) => breadcrumbEntries(matchedWithPaths(table, path));

  it('is just the plain-text home entry on the homepage', () => {
    expect(entries('/homepage/homepage')).toEqual([{ title: 'homepage', key: '/homepage/homepage' }]);
  });

  it('starts with a link to 主页 elsewhere and ends with plain text', () => {
    expect(entries('/review/registrations')).toEqual([
      { title: 'homepage', to: '/homepage/homepage', key: '/homepage/homepage' },
      { title: 'registrations', key: '/review/registrations' },
    ]);
  });

  it('hides untitled records, shows noRedirect entries as text and links sections to their redirect', () => {
    expect(entries('/talentregistration/highregistration')).toEqual([
      { title: 'homepage', to: '/homepage/homepage', key: '/homepage/homepage' },
      { title: 'talent', key: '/talentregistration' },
      { title: 'high', key: '/talentregistration/highregistration' },
    ]);
    expect(entries('/nested/menu1/menu1-1')).toEqual([
      { title: 'homepage', to: '/homepage/homepage', key: '/homepage/homepage' },
      { title: 'nested', to: '/nested', key: '/nested' },
      { title: 'menu1', to: '/nested/menu1', key: '/nested/menu1' },
      { title: 'menu11', key: '/nested/menu1/menu1-1' },
    ]);
  });

  it('drops entries with breadcrumb false (the previous entry becomes the plain-text last one)', () => {
    expect(entries('/nested/menu1/menu1-2')).toEqual([
      { title: 'homepage', to: '/homepage/homepage', key: '/homepage/homepage' },
      { title: 'nested', to: '/nested', key: '/nested' },
      { title: 'menu1', key: '/nested/menu1' },
    ]);
  });
});

describe('header search (SPEC §2)', () => {
  const titles: Record<string, string> = {
    homepage: '主页',
    registrations: '注册审核',
    talent: '人才登记',
    common: '普通人才登记',
    high: '高层次人才登记',
    reward: '奖励申报',
    rewardapply: '奖励申请',
    nested: '多级菜单',
    menu1: '菜单一',
    menu11: '菜单一之一',
    menu12: '菜单一之二',
    menu2: '菜单二',
  };
  const translate = (key: string) => titles[key] ?? key;

  it('indexes titled, reachable, non-hidden records with their title trail', () => {
    const pool = buildSearchPool(table, translate);
    const paths = pool.map((item) => item.path);
    expect(paths).toContain('/homepage/homepage');
    expect(paths).toContain('/nested/menu1/menu1-1');
    expect(paths).not.toContain('/review/detail');
    expect(paths).not.toContain('/secret/index');
    expect(paths).not.toContain('/talentregistration');
    expect(pool.find((item) => item.path === '/talentregistration/commonregistration')?.title).toEqual([
      '人才登记',
      '普通人才登记',
    ]);
  });

  it('matches titles fuzzily', () => {
    const pool = buildSearchPool(table, translate);
    expect(searchMenus(pool, '高层次')[0].path).toBe('/talentregistration/highregistration');
    expect(searchMenus(pool, '')).toEqual([]);
  });

  it('matches full pinyin and initials only when a pinyin function is given', () => {
    const withPinyin = buildSearchPool(table, translate, pinyinOf);
    expect(withPinyin.find((item) => item.path === '/homepage/homepage')).toMatchObject({
      pinyin: 'zhuye',
      initials: 'zy',
    });
    expect(searchMenus(withPinyin, 'jiangli')[0].path).toMatch(/^\/rewardapply/);
    expect(searchMenus(withPinyin, 'rcdjgccrcdj')[0].path).toBe('/talentregistration/highregistration');

    const without = buildSearchPool(table, translate);
    expect(searchMenus(without, 'jiangli')).toEqual([]);
    expect(searchMenus(without, 'rcdjgccrcdj')).toEqual([]);
  });
});

describe('tags: affix tags and where closing the active tag goes (SPEC §2)', () => {
  const tag = (path: string, extra: Partial<TagView> = {}): TagView => ({
    path,
    fullPath: path,
    title: path,
    ...extra,
  });

  it('collects affix tags from the table', () => {
    expect(affixViewsOf(table)).toEqual([
      { path: '/homepage/homepage', fullPath: '/homepage/homepage', name: 'homepage', title: 'homepage', affix: true },
    ]);
  });

  it('goes to the last remaining tag', () => {
    expect(afterClose([tag('/a'), tag('/b?x=1'.split('?')[0], { fullPath: '/b?x=1' })], tag('/c'), '/c')).toEqual({
      to: '/b?x=1',
    });
  });

  it('stays when the current page still has its tag', () => {
    expect(afterClose([tag('/a'), tag('/c')], tag('/b'), '/c')).toBeNull();
  });

  it('with none left goes to the root, or re-enters the dashboard when that was closed', () => {
    expect(afterClose([], tag('/review/registrations', { name: 'registrations' }), '/review/registrations')).toEqual({
      to: '/',
    });
    expect(afterClose([], tag('/homepage/homepage', { name: 'homepage' }), '/homepage/homepage')).toEqual({
      to: '/homepage/homepage',
      reenter: true,
    });
  });
});

describe('992 px rule (SPEC §9)', () => {
  it('is mobile when body width − 1 < 992', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(992)).toBe(true);
    expect(isMobileWidth(993)).toBe(false);
    expect(isMobileWidth(1440)).toBe(false);
  });
});

describe('masking', () => {
  it('masks e-mail after two characters and the phone middle four digits', () => {
    expect(maskEmail('abcdef@example.com')).toBe('ab***@example.com');
    expect(maskEmail('enterprise01@example.com')).toBe('en***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('')).toBe('');
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('')).toBe('');
  });
});

describe('chart data mapping', () => {
  it('maps time1 to the x axis and allData to the line, in order', () => {
    const series = toTransactionSeries([
      { time1: '2026-11-19', allData: 3 },
      { time1: '2026-11-20', allData: 0 },
      { time1: '2026-11-21', allData: 12 },
    ]);
    expect(series).toEqual({ times: ['2026-11-19', '2026-11-20', '2026-11-21'], counts: [3, 0, 12] });
    const option = transactionChartOption(series, '交易数', '#1890ff');
    expect(option.xAxis.data).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
    expect(option.series[0]).toMatchObject({ type: 'line', name: '交易数', data: [3, 0, 12] });
    expect(option.color).toEqual(['#1890ff']);
  });
});
