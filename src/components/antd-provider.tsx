import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
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
import { useCareMode } from '@/stores/care-mode';
import { readableShade } from '@/utils/contrast';
import { wrapDialogTab } from '@/lib/dialog-focus';
import '@/lib/i18n';
// antd's prebuilt stylesheet (zeroRuntime below): loaded with this module, so only pages and dialogs that use antd
// pay for it, never the marketing pages' first load.
import 'antd/dist/antd.css';

const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, es: esES, ja: jaJP };
const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };
const COMPONENT_SIZE = { large: 'large', medium: 'middle', small: 'small' } as const;

/** The system setting "reduce motion" (WCAG 2.3.3): followed live, as the visitor changes it. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeToMotionSetting(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** The lightest background the primary colour is text on: a selected menu item or option (antd's first blue tint). */
const SELECTED_BACKGROUND = '#e6f4ff';
/** The light green of success tags and results. */
const SUCCESS_BACKGROUND = '#f6ffed';
/** The tints of warning and error tags and alerts. */
const WARNING_BACKGROUND = '#fffbe6';
const ERROR_BACKGROUND = '#fff2f0';
/** Secondary text: antd's 45 % black is 3.4:1 on white; 60 % black is 5.7:1. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';
/** Placeholders (a select's "请选择…" is text, not a hint axe skips): antd's 25 % black is 1.8:1; 55 % is 4.7:1. */
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.55)';

/**
 * Design tokens that keep text readable (WCAG 1.4.3, docs/accessibility.md): the theme colour stays the seed the
 * settings hold, and buttons, links, tabs, selected items and tags use its shade that reaches 4.5:1.
 */
export function accessibleTokens(seed: string) {
  const primary = readableShade(seed, SELECTED_BACKGROUND);
  return {
    colorPrimary: primary,
    colorLink: primary,
    colorInfo: primary,
    colorSuccess: readableShade('#52c41a', SUCCESS_BACKGROUND),
    // antd derives a dark success colour's tint as a grey-green (2.6:1 under it): the tint it is measured on is kept.
    colorSuccessBg: SUCCESS_BACKGROUND,
    colorSuccessBorder: '#b7eb8f',
    // Warning and error text (tags, form messages) on their tints: antd's #faad14 is 1.9:1, #ff4d4f 3.1:1.
    colorWarning: readableShade('#faad14', WARNING_BACKGROUND),
    colorWarningBg: WARNING_BACKGROUND,
    colorWarningBorder: '#ffe58f',
    colorError: readableShade('#ff4d4f', ERROR_BACKGROUND),
    colorErrorBg: ERROR_BACKGROUND,
    colorErrorBorder: '#ffccc7',
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
  };
}

/** WCAG's enhanced contrast (1.4.6): the darkest readable shade 关怀模式 gives links and buttons. */
const ENHANCED_CONTRAST = 7;

/**
 * 关怀模式 (docs/accessibility.md): text 1.25× and more, controls at least 44 px high whatever their size, black text,
 * darker borders, and the theme colour's shade that reaches 7:1.
 */
export function careModeTokens(seed: string) {
  const primary = readableShade(seed, SELECTED_BACKGROUND, ENHANCED_CONTRAST);
  return {
    colorPrimary: primary,
    colorLink: primary,
    colorInfo: primary,
    colorText: '#000000',
    colorTextHeading: '#000000',
    colorTextLabel: '#000000',
    colorTextSecondary: 'rgba(0, 0, 0, 0.85)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.8)',
    colorTextDescription: 'rgba(0, 0, 0, 0.8)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorBorder: '#767676',
    colorBorderSecondary: '#bfbfbf',
    fontSize: 18,
    fontSizeSM: 16,
    fontSizeLG: 20,
    fontSizeXL: 25,
    fontSizeHeading1: 48,
    fontSizeHeading2: 38,
    fontSizeHeading3: 30,
    fontSizeHeading4: 25,
    fontSizeHeading5: 20,
    controlHeight: 44,
    controlHeightSM: 44,
    controlHeightLG: 52,
    controlHeightXS: 24,
  };
}

/**
 * antd for the portal and the auth pages: locale follows the language, the theme colour comes from the settings
 * store through design tokens (DECISIONS D5: nothing is fetched from a CDN), and a visitor whose system asks for
 * less motion gets dialogs, menus and messages without their animations. Marketing pages only load it lazily.
 *
 * zeroRuntime: components take their styles from antd's prebuilt stylesheet (one cached file)
 * instead of generating and injecting CSS in the browser as each kind of component first renders; the theme still
 * reaches them as CSS variables, and a page's load spends less CPU (docs/benchmarks.md has the figures). Screenshots
 * of the portal's pages and dialogs, compared pixel by pixel, match the runtime styles.
 */
export function AntdProvider({ children, forceChinese = false }: { children: ReactNode; forceChinese?: boolean }) {
  const appLanguage = useAppStore((state) => state.language);
  const size = useAppStore((state) => state.size);
  const colorPrimary = useSettingsStore((state) => state.theme);
  const careMode = useCareMode();
  const reducedMotion = useSyncExternalStore(subscribeToMotionSetting, prefersReducedMotion, () => false);
  const language: Language = forceChinese ? 'zh' : appLanguage;
  // antd's modal focus trap lets Tab leave the page from a dialog's last control (src/lib/dialog-focus.ts).
  useEffect(wrapDialogTab, []);
  dayjs.locale(DAYJS_LOCALES[language]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      componentSize={COMPONENT_SIZE[size]}
      theme={{
        zeroRuntime: true,
        token: {
          ...accessibleTokens(colorPrimary),
          ...(careMode ? careModeTokens(colorPrimary) : {}),
          borderRadius: 6,
          // The typeface list of src/styles/base.css, so that antd's text finds a Chinese font without a fallback search.
          fontFamily: 'var(--font-sans)',
          motion: !reducedMotion,
        },
      }}
    >
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
