import { create } from 'zustand';

/**
 * 关怀模式 (docs/accessibility.md): larger text, stronger contrast, larger targets and no rotation, chosen per browser.
 * index.html's inline script reads the same key and sets the same class before the first paint.
 */
export const CARE_MODE_KEY = 'care-mode';
export const CARE_MODE_CLASS = 'care-mode';

function readCareMode(): boolean {
  try {
    return localStorage.getItem(CARE_MODE_KEY) === '1';
  } catch {
    // Storage blocked (private mode, policy): the mode lasts for this page only.
    return false;
  }
}

function writeCareMode(enabled: boolean): void {
  try {
    if (enabled) localStorage.setItem(CARE_MODE_KEY, '1');
    else localStorage.removeItem(CARE_MODE_KEY);
  } catch {
    // As above: nothing to keep it in.
  }
}

/** The root class the hand-written CSS (src/styles/care-mode.css) keys on. */
function applyCareMode(enabled: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(CARE_MODE_CLASS, enabled);
}

interface CareModeState {
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
  toggle: () => void;
  /** Re-reads storage (tests, and another tab that changed it). */
  reload: () => void;
}

export const useCareModeStore = create<CareModeState>((set, get) => ({
  enabled: readCareMode(),
  setEnabled: (enabled) => {
    writeCareMode(enabled);
    set({ enabled });
  },
  toggle: () => get().setEnabled(!get().enabled),
  reload: () => set({ enabled: readCareMode() }),
}));

applyCareMode(useCareModeStore.getState().enabled);
useCareModeStore.subscribe((state, previous) => {
  if (state.enabled !== previous.enabled) applyCareMode(state.enabled);
});

// Another tab of the same site switched it: follow, so every open page agrees.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CARE_MODE_KEY || event.key === null) useCareModeStore.getState().reload();
  });
}

/** Whether 关怀模式 is on, followed live. */
export function useCareMode(): boolean {
  return useCareModeStore((state) => state.enabled);
}
