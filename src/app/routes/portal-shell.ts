import type { AppRouteRecord, LazyPage } from '@/lib/route-record';

/** One page of the portal as data; `name` is also its title key in src/locales/<lang>/route.*.json. */
export interface PortalPage {
  path: string;
  name: string;
  page: LazyPage;
  icon?: string;
  affix?: boolean;
  noCache?: boolean;
  /**
   * Reached from a row of the shell's first page: out of the sidebar and search, that page's entry highlighted,
   * and always the ?id= asked for (no stale record from the keep-alive cache).
   */
  detail?: boolean;
}

/**
 * The admin layout around `pages` under `parent`, each open to `roles` (none: every logged-in account); the bare
 * parent path opens the first page.
 */
export function portalShell(
  parent: string,
  roles: readonly string[] | undefined,
  pages: readonly PortalPage[],
): AppRouteRecord {
  const first = `${parent}/${pages[0]!.path}`;
  return {
    path: parent,
    component: 'Layout',
    redirect: first,
    ...(roles && { meta: { roles } }),
    children: pages.map(({ path, name, page, icon, affix, noCache, detail }) => ({
      path,
      name,
      ...(detail && { hidden: true }),
      component: page,
      meta: {
        title: name,
        ...(icon && { icon }),
        ...(roles && { roles }),
        ...(affix && { affix }),
        ...(detail && { activeMenu: first }),
        ...((noCache || detail) && { noCache: true }),
      },
    })),
  };
}
