import { flattenRoutes, resolvePath, type AppRouteRecord } from '@/lib/route-record';

/** One sidebar entry: a link (no children) or a submenu. `key` is the absolute path. */
export interface MenuNode {
  key: string;
  title?: string;
  icon?: string;
  external?: boolean;
  children?: MenuNode[];
}

const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

/**
 * SPEC §2 sidebar (vue-element-admin's SidebarItem): hidden records are skipped; a record with exactly one visible
 * child (or none) collapses to a single link to that child, unless `alwaysShow`; otherwise it is a submenu.
 */
export function buildMenu(routes: readonly AppRouteRecord[], basePath = '/'): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const item of routes) {
    if (item.hidden) continue;
    const itemPath = resolvePath(basePath, item.path);
    const showing = (item.children ?? []).filter((child) => !child.hidden);
    const only = showing.length === 1 ? showing[0] : showing.length === 0 ? null : undefined;
    const onlyHasChildren = !!only && (only.children ?? []).some((child) => !child.hidden);
    if (only !== undefined && !onlyHasChildren && !item.alwaysShow) {
      const target = only ?? item;
      const key = only ? resolvePath(itemPath, only.path) : itemPath;
      nodes.push({
        key,
        title: target.meta?.title,
        icon: target.meta?.icon ?? item.meta?.icon,
        ...(isExternal(key) ? { external: true } : {}),
      });
      continue;
    }
    nodes.push({
      key: itemPath,
      title: item.meta?.title,
      icon: item.meta?.icon,
      children: buildMenu(showing, itemPath),
    });
  }
  return nodes;
}

/** Keys of the submenus that contain the link `path` (to open the active branch); [] when none does. */
export function ancestorKeys(nodes: readonly MenuNode[], path: string): string[] {
  const walk = (list: readonly MenuNode[], trail: string[]): string[] | null => {
    for (const node of list) {
      if (!node.children && node.key === path) return trail;
      if (node.children) {
        const found = walk(node.children, [...trail, node.key]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(nodes, []) ?? [];
}

/** SPEC §2: one submenu open at a time: the newly opened key and its own ancestors stay open. */
export function nextOpenKeys(previous: readonly string[], next: readonly string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return [...next];
  return next.filter((key) => key === opened || opened.startsWith(`${key}/`));
}

/** Route names by absolute path, for the badge counts (keyed by route name) of the entries. */
export function routeNamesByPath(routes: readonly AppRouteRecord[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const flat of flattenRoutes(routes)) if (flat.record.name) names[flat.fullPath] = flat.record.name;
  return names;
}

/** The badge count of an entry: its own, or for a submenu the sum of its entries' counts. */
export function badgeCountOf(
  node: MenuNode,
  names: Readonly<Record<string, string>>,
  counts: Readonly<Record<string, number>>,
): number {
  const name = node.children ? undefined : names[node.key];
  const own = name ? (counts[name] ?? 0) : 0;
  return own + (node.children ?? []).reduce((sum, child) => sum + badgeCountOf(child, names, counts), 0);
}
