import Fuse from 'fuse.js';
import { resolvePath, type AppRouteRecord } from '@/lib/route-record';

/** One searchable menu destination: its path and the translated titles from the top section down. */
export interface SearchItem {
  path: string;
  title: string[];
  /** Full pinyin and initials of the joined title (Chinese with pinyin search on). */
  pinyin?: string;
  initials?: string;
}

export type PinyinOf = (text: string) => { full: string; initials: string };

/**
 * SPEC §2 header search (vue-element-admin's HeaderSearch pool): every titled, non-hidden record the user can reach;
 * hidden records and their children are left out, noRedirect sections only lend their title to their children.
 */
export function buildSearchPool(
  routes: readonly AppRouteRecord[],
  translate: (titleKey: string) => string,
  pinyinOf?: PinyinOf,
  basePath = '/',
  prefixTitle: string[] = [],
): SearchItem[] {
  const pool: SearchItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const path = resolvePath(basePath, route.path);
    const title = route.meta?.title ? [...prefixTitle, translate(route.meta.title)] : prefixTitle;
    const reachable = route.meta?.title && !route.meta.noRedirect && route.redirect !== 'noRedirect';
    if (reachable) {
      const item: SearchItem = { path, title };
      if (pinyinOf) {
        const { full, initials } = pinyinOf(title.join(''));
        item.pinyin = full;
        item.initials = initials;
      }
      pool.push(item);
    }
    if (route.children) pool.push(...buildSearchPool(route.children, translate, pinyinOf, path, title));
  }
  return dedupe(pool);
}

function dedupe(pool: SearchItem[]): SearchItem[] {
  const seen = new Set<string>();
  return pool.filter((item) => {
    const key = `${item.path}|${item.title.join('>')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Fuzzy match over titles (and pinyin, when present) and paths. */
export function searchMenus(pool: readonly SearchItem[], query: string): SearchItem[] {
  const text = query.trim();
  if (!text) return [];
  const fuse = new Fuse(pool, {
    shouldSort: true,
    threshold: 0.4,
    ignoreLocation: true,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'pinyin', weight: 0.5 },
      { name: 'initials', weight: 0.5 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return fuse.search(text).map((result) => result.item);
}
