/**
 * The SPA's environment, parsed once; a bad value fails loudly at start-up, naming every problem.
 * Plain checks rather than zod: this module is on the home page's critical path, and zod would add its weight to
 * every first load.
 */
export interface SpaEnv {
  VITE_API_BASE: string;
  VITE_SITE_TITLE: string;
  /** An explorer hosted elsewhere, opened in a new tab; empty: the in-app /explorer (D9). */
  VITE_EXPLORER_URL: string;
  MODE: string;
  PROD: boolean;
  /** Link of the record-filing number (the filing authority's site); empty: the number is not linked. */
  VITE_ICP_URL: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

export function parseEnv(raw: RawEnv): SpaEnv {
  const problems: string[] = [];
  const text = (key: string, fallback: string) => {
    const value = raw[key];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string') problems.push(`${key}: expected text`);
    return String(value);
  };
  // Empty: the explorer entries open this product's own /explorer (D9).
  const explorer = text('VITE_EXPLORER_URL', '');
  if (explorer && !/^https?:\/\/[^\s/]+/.test(explorer)) problems.push('VITE_EXPLORER_URL: must be an http(s) URL');
  // Read by main.tsx as the literal Vite writes in (so builds without it drop the mock bundle); checked here.
  const useMock = text('VITE_USE_MOCK', 'false');
  if (useMock !== 'true' && useMock !== 'false') problems.push('VITE_USE_MOCK: must be true or false');
  const icpUrl = text('VITE_ICP_URL', '');
  if (icpUrl && !/^https?:\/\/[^\s/]+/.test(icpUrl)) problems.push('VITE_ICP_URL: must be an http(s) URL');
  const parsed: SpaEnv = {
    VITE_API_BASE: text('VITE_API_BASE', '/shangchain/bsnApi'),
    VITE_SITE_TITLE: text('VITE_SITE_TITLE', '星桥链数'),
    VITE_EXPLORER_URL: explorer,
    MODE: text('MODE', 'development'),
    PROD: raw.PROD === true,
    VITE_ICP_URL: icpUrl,
  };
  if (problems.length > 0) throw new Error(`Invalid SPA environment: ${problems.join('; ')}`);
  return parsed;
}

export const env = parseEnv(import.meta.env as RawEnv);
