import { COOKIE_KEYS, getCookie } from './cookies';

export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

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
