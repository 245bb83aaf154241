import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, LANGUAGES } from './language';

/** Resource files are laid out by area: src/locales/<lang>/<area>[.<part>].json; each area is a top-level key. */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

function buildResources() {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, module] of Object.entries(modules)) {
    // <area>.json, or <area>.<part>.json merged into the same area (so features can own their keys).
    const match = /locales\/([a-z]{2})\/([\w-]+)(?:\.[\w-]+)?\.json$/.exec(path);
    if (!match) continue;
    const [, language, area] = match;
    resources[language] ??= { translation: {} };
    const existing = resources[language].translation[area] as Record<string, unknown> | undefined;
    resources[language].translation[area] = { ...existing, ...module.default };
  }
  return resources;
}

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: buildResources(),
    lng: detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Translates a route title key (`route.<key>`), falling back to the key itself (vue-element-admin's generateTitle). */
export function translateRouteTitle(title: string | undefined): string {
  if (!title) return '';
  const key = `route.${title}`;
  return i18n.exists(key) ? i18n.t(key) : title;
}

export { i18n };
