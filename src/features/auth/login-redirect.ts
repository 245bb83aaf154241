import { isInAppPath } from '@/utils/validate';

/**
 * Where to go after login (SPEC §2, DECISIONS D5): the `redirect` query value when it is an in-app path,
 * otherwise `fallback`; every other query parameter of the login URL is kept and appended to the target.
 */
export function resolveLoginTarget(search: string, fallback: string): string {
  const params = new URLSearchParams(search);
  const redirect = params.get('redirect');
  params.delete('redirect');
  const target = redirect && isInAppPath(redirect) ? redirect : fallback;
  const rest = params.toString();
  if (!rest) return target;
  const [beforeHash, hash] = target.split('#', 2) as [string, string | undefined];
  const joined = `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${rest}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
