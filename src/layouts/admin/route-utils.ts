import { matchRoute, resolvePath, type AppRouteRecord, type FlatRoute } from '@/lib/route-record';

export interface MatchedRecord {
  record: AppRouteRecord;
  fullPath: string;
}

/** The records from the top of the table down to the one that renders `pathname`, each with its absolute path. */
export function matchedWithPaths(routes: readonly AppRouteRecord[], pathname: string): MatchedRecord[] {
  const match = matchRoute(routes, pathname);
  if (!match) return [];
  let base = '/';
  return match.matched.map((record) => {
    base = resolvePath(base, record.path);
    return { record, fullPath: base };
  });
}

/** A record the shell renders itself as a page (a lazy component, not the layout). */
export function isPageRecord(
  record: AppRouteRecord,
): record is AppRouteRecord & { component: Exclude<AppRouteRecord['component'], 'Layout' | undefined> } {
  return typeof record.component === 'function';
}

/** The page record whose cache key (route name, else absolute path) is `key`. */
export function findPageByKey(flat: readonly FlatRoute[], key: string): FlatRoute | undefined {
  return flat.find((entry) => isPageRecord(entry.record) && (entry.record.name ?? entry.fullPath) === key);
}

/** The user centre counts as the dashboard (SPEC §2 breadcrumb and tags rules). */
export function isDashboardRecord(record: Pick<AppRouteRecord, 'name'> | undefined): boolean {
  const name = record?.name?.trim().toLowerCase();
  return name === 'homepage' || name === 'dashboard';
}
