import { ensureServerBuilt } from '../../scripts/build-server.mjs';
import { ensureSpaBuilt, prepareDataTemplate } from './app-process';

/**
 * Once per run, before the e2e and reliability files start (several at a time): the SPA build they serve, the
 * server bundle they run and the server's first-start data directory they copy, so that no two files build or
 * initialise them side by side.
 */
export default async function setup(): Promise<void> {
  ensureSpaBuilt();
  await ensureServerBuilt();
  await prepareDataTemplate();
}
