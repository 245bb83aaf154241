import { create } from 'zustand';
import { COOKIE_KEYS, getCookie, setCookie } from '../lib/cookies';
import { i18n } from '../lib/i18n';
import { detectLanguage, type Language } from '../lib/language';

export type Device = 'desktop' | 'mobile';
export type Size = 'large' | 'medium' | 'small';

/** SPEC §9: mobile when body width minus 1 is below 992 px. */
export const MOBILE_BREAKPOINT = 992;
export function isMobileWidth(bodyWidth: number): boolean {
  return bodyWidth - 1 < MOBILE_BREAKPOINT;
}

function readSidebarOpened(): boolean {
  const status = getCookie(COOKIE_KEYS.sidebarStatus);
  return status === undefined ? true : status === '1';
}

function readSize(): Size {
  const size = getCookie(COOKIE_KEYS.size);
  return size === 'large' || size === 'small' || size === 'medium' ? size : 'medium';
}

interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  size: Size;
  language: Language;
  toggleSideBar: () => void;
  closeSideBar: (options?: { withoutAnimation?: boolean }) => void;
  toggleDevice: (device: Device) => void;
  setSize: (size: Size) => void;
  setLanguage: (language: Language) => void;
  reload: () => void;
}

function initialState() {
  return {
    sidebar: { opened: readSidebarOpened(), withoutAnimation: false },
    device: 'desktop' as Device,
    size: readSize(),
    language: detectLanguage(),
  };
}

export const useAppStore = create<AppState>((set, get) => ({
  ...initialState(),
  toggleSideBar: () => {
    const opened = !get().sidebar.opened;
    setCookie(COOKIE_KEYS.sidebarStatus, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSideBar: ({ withoutAnimation = false } = {}) => {
    setCookie(COOKIE_KEYS.sidebarStatus, '0');
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  toggleDevice: (device) => set({ device }),
  setSize: (size) => {
    setCookie(COOKIE_KEYS.size, size);
    set({ size });
  },
  setLanguage: (language) => {
    setCookie(COOKIE_KEYS.language, language);
    set({ language });
  },
  /** Re-reads cookies and the browser (tests, and after a cookie change elsewhere). */
  reload: () => set(initialState()),
}));

// The app store is the one source of the language; i18next follows it.
useAppStore.subscribe((state, previous) => {
  if (state.language !== previous.language) void i18n.changeLanguage(state.language);
});
