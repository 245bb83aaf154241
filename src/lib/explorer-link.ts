import { EXPLORER_PATH } from '@/contracts/app-paths';
import { env } from './env';

/** An explorer hosted elsewhere (VITE_EXPLORER_URL), or null: the explorer is this product's /explorer (D9). */
export function externalExplorerUrl(): string | null {
  return env.VITE_EXPLORER_URL || null;
}

/**
 * What a link that opens the explorer in a new tab points at: the configured explorer, or this deployment's own. The
 * own one is a hash link, which the browser resolves against the page it is on: the same on every origin, so a page
 * built ahead of time (src/prerender/pages.tsx) holds the link the browser would draw.
 */
export function explorerTabUrl(): string {
  return externalExplorerUrl() ?? `#${EXPLORER_PATH}`;
}
