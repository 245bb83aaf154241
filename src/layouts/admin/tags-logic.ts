import type { FlatRoute } from '@/lib/route-record';
import type { AppRouteRecord } from '@/lib/route-record';
import type { TagView } from '@/stores/tags-view';
import { flattenRoutes } from '@/lib/route-record';
import { isDashboardRecord, isPageRecord } from './route-utils';

/** The tag of a rendered route; the title stays a route-title key so it follows the language. */
export function viewOf(flat: FlatRoute, fullPath: string): TagView {
  const { record } = flat;
  return {
    path: flat.fullPath,
    fullPath,
    ...(record.name ? { name: record.name } : {}),
    title: record.meta?.title ?? '',
    ...(record.meta?.affix ? { affix: true } : {}),
    ...(record.meta?.noCache ? { noCache: true } : {}),
  };
}

/** Affix tags (SPEC §2: cannot be closed) of every page the user may reach. */
export function affixViewsOf(routes: readonly AppRouteRecord[]): TagView[] {
  return flattenRoutes(routes)
    .filter((flat) => flat.record.meta?.affix && isPageRecord(flat.record))
    .map((flat) => viewOf(flat, flat.fullPath));
}

export type AfterClose = { to: string; reenter?: boolean } | null;

/**
 * SPEC §2: after the active tag closes, go to the last remaining tag; with none left, re-enter the dashboard when
 * that was the closed one, otherwise go to the root. Null when the current page's tag is still there.
 */
export function afterClose(remaining: readonly TagView[], closed: TagView, currentPath: string): AfterClose {
  if (remaining.some((view) => view.path === currentPath)) return null;
  const latest = remaining[remaining.length - 1];
  if (latest) return { to: latest.fullPath };
  if (isDashboardRecord(closed)) return { to: closed.fullPath, reenter: true };
  return { to: '/' };
}
