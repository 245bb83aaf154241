import { create } from 'zustand';

/** SPEC §4: the overlay closes 300 ms after the last outstanding request settles. */
export const LOADING_CLOSE_DELAY_MS = 300;

interface LoadingState {
  pending: number;
  visible: boolean;
  /** CSS selector of the element the overlay covers; null covers the whole page. */
  target: string | null;
  begin: (target?: string | null) => void;
  end: () => void;
  reset: () => void;
}

let closeTimer: ReturnType<typeof setTimeout> | undefined;

export const useLoadingStore = create<LoadingState>((set, get) => ({
  pending: 0,
  visible: false,
  target: null,
  begin: (target = null) => {
    clearTimeout(closeTimer);
    set((state) => ({
      pending: state.pending + 1,
      visible: true,
      target: state.pending === 0 ? target : state.target,
    }));
  },
  end: () => {
    const pending = Math.max(0, get().pending - 1);
    set({ pending });
    if (pending === 0) {
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => {
        if (get().pending === 0) set({ visible: false, target: null });
      }, LOADING_CLOSE_DELAY_MS);
    }
  },
  reset: () => {
    clearTimeout(closeTimer);
    set({ pending: 0, visible: false, target: null });
  },
}));
