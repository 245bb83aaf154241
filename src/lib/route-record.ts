import type { ComponentType } from 'react';

/** SPEC §3 route record meta. `title` is an i18n key under `route.` (falls back to the raw text). */
export interface RouteMeta {
  title?: string;
  icon?: string;
  roles?: readonly string[];
  affix?: boolean;
  noRedirect?: boolean;
  breadcrumb?: boolean;
  noCache?: boolean;
  activeMenu?: string;
}

export type LazyPage = () => Promise<{ default: ComponentType }>;

/**
 * SPEC §3 route record: one data table read by the guard, sidebar, breadcrumb, tags view and page titles.
 * `component: 'Layout'` maps to the admin shell.
 */
export interface AppRouteRecord {
  path: string;
  name?: string;
  component?: 'Layout' | LazyPage;
  redirect?: string;
  alwaysShow?: boolean;
  hidden?: boolean;
  meta?: RouteMeta;
  children?: AppRouteRecord[];
}

/** A route is allowed when it names no roles, or names one the user has. */
export function hasPermission(roles: readonly string[], route: AppRouteRecord): boolean {
  const required = route.meta?.roles;
  if (!required || required.length === 0) return true;
  return roles.some((role) => required.includes(role));
}

/** SPEC §4: recursive filter of the async table by roles (admin gets everything, see generateRoutes). */
export function filterAsyncRoutes(routes: readonly AppRouteRecord[], roles: readonly string[]): AppRouteRecord[] {
  const allowed: AppRouteRecord[] = [];
  for (const route of routes) {
    if (!hasPermission(roles, route)) continue;
    const copy: AppRouteRecord = { ...route };
    if (route.children) copy.children = filterAsyncRoutes(route.children, roles);
    allowed.push(copy);
  }
  return allowed;
}

/** Joins a parent and child path the way nested route records resolve. */
export function resolvePath(basePath: string, routePath: string): string {
  if (/^(https?:|mailto:|tel:)/.test(routePath)) return routePath;
  if (routePath.startsWith('/')) return routePath;
  const joined = `${basePath.replace(/\/+$/, '')}/${routePath}`;
  return joined.replace(/\/+/g, '/');
}

export interface FlatRoute {
  fullPath: string;
  record: AppRouteRecord;
  /** Records from the top of the table down to this one. */
  matched: AppRouteRecord[];
}

/** Every record with its absolute path and ancestry, depth first. */
export function flattenRoutes(
  routes: readonly AppRouteRecord[],
  basePath = '/',
  ancestors: AppRouteRecord[] = [],
): FlatRoute[] {
  const result: FlatRoute[] = [];
  for (const record of routes) {
    const fullPath = resolvePath(basePath, record.path);
    const matched = [...ancestors, record];
    result.push({ fullPath, record, matched });
    if (record.children) result.push(...flattenRoutes(record.children, fullPath, matched));
  }
  return result;
}

/** The deepest record whose absolute path equals the pathname (query ignored). */
export function matchRoute(routes: readonly AppRouteRecord[], pathname: string): FlatRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const candidates = flattenRoutes(routes).filter((flat) => flat.fullPath === normalised);
  return candidates.sort((a, b) => b.matched.length - a.matched.length)[0];
}
