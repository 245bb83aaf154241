import type { MatchedRecord } from './route-utils';
import { isDashboardRecord } from './route-utils';
import { USER_CENTRE_PATH } from '@/contracts/app-paths';

export const HOME_BREADCRUMB = { path: USER_CENTRE_PATH, title: 'homepage' } as const;

export interface BreadcrumbEntry {
  /** Route title key (translated when shown). */
  title: string;
  /** Where a click goes; undefined means plain text (the last entry and noRedirect entries). */
  to?: string;
  key: string;
}

/**
 * SPEC §2 breadcrumb: starts with 主页 unless the first titled record is the homepage; records without a title or
 * with breadcrumb false are hidden; the last entry and noRedirect entries are plain text.
 */
export function breadcrumbEntries(matched: readonly MatchedRecord[]): BreadcrumbEntry[] {
  const titled = matched.filter(({ record }) => record.meta?.title);
  const entries: { title: string; to?: string; key: string; noRedirect: boolean }[] = [];
  if (!isDashboardRecord(titled[0]?.record)) {
    entries.push({
      title: HOME_BREADCRUMB.title,
      to: HOME_BREADCRUMB.path,
      key: HOME_BREADCRUMB.path,
      noRedirect: false,
    });
  }
  for (const { record, fullPath } of titled) {
    if (record.meta?.breadcrumb === false) continue;
    entries.push({
      title: record.meta!.title!,
      to: record.redirect && record.redirect !== 'noRedirect' ? record.redirect : fullPath,
      key: fullPath,
      noRedirect: !!record.meta?.noRedirect || record.redirect === 'noRedirect',
    });
  }
  return entries.map(({ noRedirect, ...entry }, index) =>
    noRedirect || index === entries.length - 1 ? { title: entry.title, key: entry.key } : entry,
  );
}
