import { create } from 'zustand';

/**
 * Shell state that must outlive one AdminLayout instance (the layout renders once per top-level section):
 * how many times each view was refreshed. A cached page is keyed by it, so a refresh remounts only that page.
 */
interface ShellState {
  refreshCounts: Record<string, number>;
  refreshView: (key: string) => void;
}

export const useShellStore = create<ShellState>((set) => ({
  refreshCounts: {},
  refreshView: (key) =>
    set((state) => ({ refreshCounts: { ...state.refreshCounts, [key]: (state.refreshCounts[key] ?? 0) + 1 } })),
}));
