import { contentHash } from '../../scripts/build-freshness.mjs';
import { SERVER_SOURCES } from '../../scripts/build-server.mjs';

const repoRoot = new URL('../..', import.meta.url).pathname;

/**
 * One hash of the contents of every directory a migrated, seeded database is made from: the server's sources (the
 * migrations, the seed and what it imports, which reaches into src/contracts, src/content and src/utils, hence all of
 * src), the lock file and the PGlite that runs it. The key of every cached template (the server suite's databases,
 * the browser suites' first-start DATA_DIR), so that none outlives a change to a file it could depend on.
 */
export function seededSourcesHash(): string {
  return contentHash(repoRoot, ...SERVER_SOURCES, 'node_modules/@electric-sql/pglite/package.json');
}
