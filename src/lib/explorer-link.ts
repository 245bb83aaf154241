import { EXPLORER_PATH } from '@/contracts/app-paths';
import { appUrl } from './app-url';
import { env } from './env';

/** An explorer hosted elsewhere (VITE_EXPLORER_URL), or null: the explorer is this product's /explorer (D9). */
export function externalExplorerUrl(): string | null {
  return env.VITE_EXPLORER_URL || null;
}

/** What a link that opens the explorer in a new tab points at: the configured explorer, or this deployment's own. */
export function explorerTabUrl(): string {
  return externalExplorerUrl() ?? appUrl(EXPLORER_PATH);
}
