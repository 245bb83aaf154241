import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import type { Locale } from 'antd/es/locale';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import dayjs from 'dayjs';
import type { Language } from '@/lib/language';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import '@/lib/i18n';

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };
const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };
const COMPONENT_SIZE = { large: 'large', medium: 'middle', small: 'small' } as const;

/**
 * antd for the portal and the auth pages: locale follows the language, the theme colour comes from the settings
 * store through design tokens (DECISIONS D5: nothing is fetched from a CDN). Marketing pages only load it lazily.
 */
export function AntdProvider({ children, forceChinese = false }: { children: ReactNode; forceChinese?: boolean }) {
  const appLanguage = useAppStore((state) => state.language);
  const size = useAppStore((state) => state.size);
  const colorPrimary = useSettingsStore((state) => state.theme);
  const language: Language = forceChinese ? 'zh' : appLanguage;
  dayjs.locale(DAYJS_LOCALES[language]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      componentSize={COMPONENT_SIZE[size]}
      theme={{ token: { colorPrimary, borderRadius: 6 } }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
