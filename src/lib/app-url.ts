/**
 * The absolute URL of an in-app path on the origin that serves this page (hash routing), e.g. for QR codes:
 * a printed or scanned code opens this very deployment, never a fixed host.
 */
export function appUrl(path: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${path.startsWith('/') ? path : `/${path}`}`;
}
