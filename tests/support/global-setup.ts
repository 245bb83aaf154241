import { join } from 'node:path';
import { withFileLock } from '../../scripts/build-freshness.mjs';
import { ensureServerBuilt } from '../../scripts/build-server.mjs';
import { ensureSpaBuilt, prepareDataTemplate, repoRoot } from './app-process';

const LOCK = join(repoRoot, 'node_modules/.cache/xq-e2e/global-setup.lock');

/**
 * Once per run, before the e2e and reliability files start (several at a time): the SPA build they serve, the
 * server bundle they run and the server's first-start data directory they copy, so that no two files build or
 * initialise them side by side. `npm test` runs the reliability project in a vitest of its own beside the others:
 * the lock lets the first of the two build, and the other find everything built.
 */
export default async function setup(): Promise<void> {
  await withFileLock(LOCK, 10 * 60_000, async () => {
    ensureSpaBuilt();
    await ensureServerBuilt();
    await prepareDataTemplate();
  });
}
