import { create } from 'zustand';

/** SPEC §3 tag: a visited (or cached) view. */
export interface TagView {
  path: string;
  fullPath: string;
  name?: string;
  title: string;
  affix?: boolean;
  noCache?: boolean;
}

const STORAGE_KEY = 'visitedViews';
export const NO_NAME = 'no-name';

function readVisited(): TagView[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as TagView[]).filter((view) => typeof view?.path === 'string') : [];
  } catch {
    return [];
  }
}

function persist(views: TagView[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(views));
  } catch {
    // Storage full or blocked: tags still work for this page life.
  }
}

/** Cache key of a view: its route name, else its path. */
export function cacheKeyOf(view: Pick<TagView, 'name' | 'path'>): string {
  return view.name ?? view.path;
}

interface TagsViewState {
  visitedViews: TagView[];
  cachedViews: string[];
  addView: (view: TagView) => void;
  addVisitedView: (view: TagView) => void;
  addCachedView: (view: TagView) => void;
  delView: (view: TagView) => { visitedViews: TagView[]; cachedViews: string[] };
  delVisitedView: (view: TagView) => TagView[];
  delCachedView: (view: TagView) => string[];
  delOthersViews: (view: TagView) => { visitedViews: TagView[]; cachedViews: string[] };
  delAllViews: () => { visitedViews: TagView[]; cachedViews: string[] };
  updateVisitedView: (view: Pick<TagView, 'path'> & Partial<TagView>) => void;
  restore: () => void;
}

export const useTagsViewStore = create<TagsViewState>((set, get) => {
  const setVisited = (visitedViews: TagView[]) => {
    persist(visitedViews);
    set({ visitedViews });
  };
  return {
    visitedViews: readVisited(),
    cachedViews: [],
    addView: (view) => {
      get().addVisitedView(view);
      get().addCachedView(view);
    },
    addVisitedView: (view) => {
      const { visitedViews } = get();
      if (visitedViews.some((visited) => visited.path === view.path)) {
        // Same page with another query: keep one tag, remember the latest full path.
        setVisited(
          visitedViews.map((visited) =>
            visited.path === view.path ? { ...visited, fullPath: view.fullPath } : visited,
          ),
        );
        return;
      }
      setVisited([...visitedViews, { ...view, title: view.title || NO_NAME }]);
    },
    addCachedView: (view) => {
      const key = cacheKeyOf(view);
      if (view.noCache || get().cachedViews.includes(key)) return;
      set({ cachedViews: [...get().cachedViews, key] });
    },
    delView: (view) => ({ visitedViews: get().delVisitedView(view), cachedViews: get().delCachedView(view) }),
    delVisitedView: (view) => {
      const visitedViews = get().visitedViews.filter((visited) => visited.path !== view.path);
      setVisited(visitedViews);
      return visitedViews;
    },
    delCachedView: (view) => {
      const key = cacheKeyOf(view);
      const cachedViews = get().cachedViews.filter((cached) => cached !== key);
      set({ cachedViews });
      return cachedViews;
    },
    delOthersViews: (view) => {
      const visitedViews = get().visitedViews.filter((visited) => visited.affix || visited.path === view.path);
      const key = cacheKeyOf(view);
      const cachedViews = get().cachedViews.filter((cached) => cached === key);
      setVisited(visitedViews);
      set({ cachedViews });
      return { visitedViews, cachedViews };
    },
    delAllViews: () => {
      const visitedViews = get().visitedViews.filter((visited) => visited.affix);
      setVisited(visitedViews);
      set({ cachedViews: [] });
      return { visitedViews, cachedViews: [] };
    },
    updateVisitedView: (view) => {
      setVisited(get().visitedViews.map((visited) => (visited.path === view.path ? { ...visited, ...view } : visited)));
    },
    restore: () => set({ visitedViews: readVisited(), cachedViews: [] }),
  };
});
