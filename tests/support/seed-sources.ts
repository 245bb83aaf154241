import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = new URL('../..', import.meta.url).pathname;

/** What a first start writes is made of: the migrations, the seed and the contracts it seeds from. */
const SEED_SOURCES = [
  'server/src/db/seed.ts',
  'server/src/db/seed-data.ts',
  'server/src/lib/development-accounts.ts',
  'src/contracts/dictionaries.ts',
  'src/contracts/trace-sample.ts',
];

/**
 * One hash of everything a migrated, seeded database depends on, PGlite's version included: the key of every
 * cached template (the server suite's databases, the browser suites' first-start DATA_DIR), so that none outlives
 * a change to what it holds.
 */
export function seededSourcesHash(): string {
  const hash = createHash('sha256');
  const migrations = join(repoRoot, 'server/src/db/migrations');
  for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const path = join(migrations, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  for (const file of [...SEED_SOURCES, 'node_modules/@electric-sql/pglite/package.json'])
    hash.update(file).update(readFileSync(join(repoRoot, file)));
  return hash.digest('hex');
}
