import Cookies from 'js-cookie';
import { useHydrating } from './hydration';

/**
 * Every cookie the SPA keeps (SPEC §3 persisted preferences). DECISIONS D5: never a password;
 * "auto-login" keeps the account name and phone and makes the token a 7-day cookie.
 */
export const COOKIE_KEYS = {
  token: 'Admin-Token',
  sidebarStatus: 'sidebarStatus',
  language: 'language',
  size: 'size',
  phone: 'phone',
  account: 'account',
} as const;

export const REMEMBER_DAYS = 7;

export function getToken(): string | undefined {
  return Cookies.get(COOKIE_KEYS.token);
}

/**
 * Whether the visitor holds a session token, for a render: false in a page built ahead of time
 * (src/prerender/pages.tsx), which is built for visitors, and while React hydrates such a page (useHydrating); the
 * cookie from the next render on.
 */
export function useSignedIn(): boolean {
  const hydrating = useHydrating();
  return !hydrating && Boolean(getToken());
}

/** The token cookie's attributes: `Secure` whenever the page is served over HTTPS, never sent cross-site. */
export function tokenCookieOptions(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { sameSite: 'Lax', ...(secure ? { secure: true } : {}) };
}

/** Persistent for 7 days with auto-login; a browser-session cookie otherwise. */
export function setToken(token: string, remember: boolean): void {
  Cookies.set(COOKIE_KEYS.token, token, { ...tokenCookieOptions(), ...(remember ? { expires: REMEMBER_DAYS } : {}) });
}

export function removeToken(): void {
  Cookies.remove(COOKIE_KEYS.token, tokenCookieOptions());
}

/** Remembered login identity (auto-login): account name and phone only. */
export function getRememberedLogin(): { account?: string; phone?: string } {
  return { account: Cookies.get(COOKIE_KEYS.account), phone: Cookies.get(COOKIE_KEYS.phone) };
}

export function rememberLogin(values: { account?: string; phone?: string }): void {
  if (values.account) Cookies.set(COOKIE_KEYS.account, values.account, { expires: REMEMBER_DAYS, sameSite: 'Lax' });
  if (values.phone) Cookies.set(COOKIE_KEYS.phone, values.phone, { expires: REMEMBER_DAYS, sameSite: 'Lax' });
}

export function forgetLogin(): void {
  Cookies.remove(COOKIE_KEYS.account);
  Cookies.remove(COOKIE_KEYS.phone);
}

export function getCookie(key: string): string | undefined {
  return Cookies.get(key);
}

export function setCookie(key: string, value: string): void {
  Cookies.set(key, value, { expires: 365, sameSite: 'Lax' });
}
