/**
 * SPEC §2 public paths plus DECISIONS D7's /partner, /talent, /articlelist, /articledetail.
 * Everything else needs a session.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/forgetpwd',
  '/index',
  '/platform',
  '/aboutus',
  '/solution',
  '/product',
  '/service',
  '/cases',
  '/ghy',
  '/talentTrain',
  '/digitalCollection',
  '/404',
  '/401',
  '/partner',
  '/talent',
  '/articlelist',
  '/articledetail',
] as const;

export const HOME_PATH = '/index';
export const USER_CENTRE_PATH = '/homepage/homepage';
export const LOGIN_PATH = '/login';

export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(normalised) || normalised === '/';
}

/** /login?redirect=<full target path with its query>. */
export function loginRedirectPath(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}
