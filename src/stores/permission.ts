import { create } from 'zustand';
import { isAdmin } from '../contracts/access';
import { filterAsyncRoutes, type AppRouteRecord } from '../lib/route-record';

interface PermissionState {
  /** The whole async table, registered by the app at start-up. */
  asyncRoutes: AppRouteRecord[];
  /** What the current roles may reach (SPEC §4 dynamic routes). */
  addRoutes: AppRouteRecord[];
  routesReady: boolean;
  registerAsyncRoutes: (routes: AppRouteRecord[]) => void;
  generateRoutes: (roles: readonly string[]) => AppRouteRecord[];
  resetRouter: () => void;
}

export const usePermissionStore = create<PermissionState>((set, get) => ({
  asyncRoutes: [],
  addRoutes: [],
  routesReady: false,
  registerAsyncRoutes: (routes) => set({ asyncRoutes: routes }),
  generateRoutes: (roles) => {
    const table = get().asyncRoutes;
    // The admin rule of src/contracts/access.ts: the admin gets every route (SPEC §4).
    const accessed = isAdmin(roles) ? [...table] : filterAsyncRoutes(table, roles);
    set({ addRoutes: accessed, routesReady: true });
    return accessed;
  },
  resetRouter: () => set({ addRoutes: [], routesReady: false }),
}));
