/** SPEC §5 patterns, shared by form schemas (SPA) and route schemas (server). */

/** Login / registration account: 4-20 letters or digits. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9]{4,20}$/;
/** Password alphabet: letters, digits and ! # $ % ^ & *, 6-20 characters. */
export const PASSWORD_CHARS_PATTERN = /^[A-Za-z0-9!#$%^&*]{6,20}$/;
/** Every mobile number the site asks for (DECISIONS D14): 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const DIGITS_PATTERN = /^\d+$/;

export function isValidAccount(value: string): boolean {
  return ACCOUNT_PATTERN.test(value);
}

/** 6-20 characters from letters, digits and !#$%^&*, with at least two of the three kinds. */
export function isValidPassword(value: string): boolean {
  if (!PASSWORD_CHARS_PATTERN.test(value)) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[!#$%^&*]/].filter((kind) => kind.test(value)).length;
  return kinds >= 2;
}

/** Mainland mobile (second digit 3-9), as every form and the server check it. */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return value.length <= 100 && EMAIL_PATTERN.test(value);
}

export function isDigits(value: string): boolean {
  return DIGITS_PATTERN.test(value);
}

/** An in-app path for the login redirect: starts with one slash, no scheme, no protocol-relative form. */
export function isInAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  const hasControlCharacter = [...value].some((char) => char.charCodeAt(0) < 0x20);
  return !hasControlCharacter && !/^\/+[a-z][a-z0-9+.-]*:/i.test(value);
}
