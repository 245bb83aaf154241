import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** SPEC §3 settings; defaults per DECISIONS D7; persisted in localStorage. */
export const DEFAULT_THEME = '#1890ff';

export interface SettingsValues {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
}

export const DEFAULT_SETTINGS: SettingsValues = {
  theme: DEFAULT_THEME,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
  supportPinyinSearch: true,
};

interface SettingsState extends SettingsValues {
  changeSetting: <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => void;
  resetSettings: () => void;
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      changeSetting: (key, value) => set({ [key]: value } as Partial<SettingsValues>),
      resetSettings: () => set({ ...DEFAULT_SETTINGS }),
    }),
    {
      name: 'admin-settings',
      partialize: ({ theme, showSettings, tagsView, fixedHeader, sidebarLogo, supportPinyinSearch }) => ({
        theme,
        showSettings,
        tagsView,
        fixedHeader,
        sidebarLogo,
        supportPinyinSearch,
      }),
    },
  ),
);
