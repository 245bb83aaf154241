import { create } from 'zustand';
import { COOKIE_KEYS, getCookie, setCookie } from '../lib/cookies';

export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Device = 'desktop' | 'mobile';
export type Size = 'large' | 'medium' | 'small';

/** SPEC §9: mobile when body width minus 1 is below 992 px. */
export const MOBILE_BREAKPOINT = 992;
export function isMobileWidth(bodyWidth: number): boolean {
  return bodyWidth - 1 < MOBILE_BREAKPOINT;
}

function isLanguage(value: string | undefined): value is Language {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

/** SPEC §9: cookie, else the browser language, else English. */
export function detectLanguage(): Language {
  const fromCookie = getCookie(COOKIE_KEYS.language);
  if (isLanguage(fromCookie)) return fromCookie;
  const browser = (typeof navigator !== 'undefined' ? navigator.language : '').toLowerCase();
  const match = LANGUAGES.find((language) => browser === language || browser.startsWith(`${language}-`));
  return match ?? 'en';
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
