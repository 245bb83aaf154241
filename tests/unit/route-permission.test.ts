import { describe, expect, it } from 'vitest';
import { filterAsyncRoutes, hasPermission, matchRoute, type AppRouteRecord } from '@/lib/route-record';
import { usePermissionStore } from '@/stores/permission';

const table: AppRouteRecord[] = [
  { path: '/open', name: 'open', meta: { title: 'open' } },
  { path: '/review', name: 'review', meta: { title: 'review', roles: ['reviewer'] } },
  {
    path: '/talent',
    name: 'talent',
    meta: { title: 'talent' },
    children: [
      { path: 'list', name: 'list', meta: { title: 'list', roles: ['enterprise', 'school'] } },
      { path: 'audit', name: 'audit', meta: { title: 'audit', roles: ['reviewer'] } },
      { path: 'any', name: 'any', meta: { title: 'any' } },
    ],
  },
  { path: '/admin-only', name: 'adminOnly', meta: { roles: ['admin'] } },
];

describe('permission (SPEC §4 dynamic routes)', () => {
  it('a route without roles is open to all; with roles it needs one of them', () => {
    expect(hasPermission(['enterprise'], table[0])).toBe(true);
    expect(hasPermission(['enterprise'], table[1])).toBe(false);
    expect(hasPermission(['reviewer', 'enterprise'], table[1])).toBe(true);
  });

  it('filters recursively through children', () => {
    const filtered = filterAsyncRoutes(table, ['enterprise']);
    expect(filtered.map((route) => route.path)).toEqual(['/open', '/talent']);
    expect(filtered[1].children?.map((route) => route.path)).toEqual(['list', 'any']);
    // the source table is not mutated
    expect(table[2].children).toHaveLength(3);
  });

  it('admin gets every async route through generateRoutes', () => {
    usePermissionStore.getState().registerAsyncRoutes(table);
    expect(usePermissionStore.getState().generateRoutes(['admin'])).toHaveLength(4);
    expect(
      usePermissionStore
        .getState()
        .generateRoutes(['reviewer'])
        .map((route) => route.path),
    ).toEqual(['/open', '/review', '/talent']);
    expect(usePermissionStore.getState().routesReady).toBe(true);
    usePermissionStore.getState().resetRouter();
    expect(usePermissionStore.getState().addRoutes).toEqual([]);
  });

  it('matches a nested path to its record', () => {
    expect(matchRoute(table, '/talent/list')?.record.name).toBe('list');
    expect(matchRoute(table, '/talent/list/')?.matched.map((record) => record.name)).toEqual(['talent', 'list']);
    expect(matchRoute(table, '/nope')).toBeUndefined();
  });
});
