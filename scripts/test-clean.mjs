#!/usr/bin/env node
/**
 * `npm run test:clean`: deletes every cache the build, the checks and the tests keep, so that the next `npm test`
 * runs as in a fresh clone (without reinstalling node_modules). Each is listed with what it keeps.
 */
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const CACHES = [
  // tsc's incremental build info (tsconfig.*.json), eslint's and knip's caches (npm run lint), the SPA build's
  // stamp (scripts/spa-build.mjs) and the prerender's scratch bundles (vite.config.ts).
  'node_modules/.cache',
  // Vite's pre-bundled dependencies and vitest's recorded file durations (it starts the longest files first).
  'node_modules/.vite',
  // vitest's transformed modules, when experimental.fsModuleCache is turned on.
  'node_modules/.experimental-vitest-cache',
  // The SPA build the browser suites serve and the server bundle they start, with its stamp (npm start builds both
  // too).
  'dist',
  'build',
  // Reports, logs and failure screenshots of the last runs.
  'test-results',
];

// In the system temp directory: the database templates, PGlite dumps (tests/server/support/database.ts) and
// first-start data directories (tests/support/app-process.ts), keyed by the contents of their sources; Go's build
// cache for the ledger's Go verifier (tests/server/ledger-go.test.ts); the production test servers' ledger key
// (tests/support/app-process.ts).
const TEMP_CACHES = /^xq-(pglite-(empty|seeded)-[0-9a-f]+\.tar|data-template-[0-9a-f]+|go-cache|test-ledger-key)$/;

for (const path of CACHES) {
  rmSync(join(root, path), { recursive: true, force: true });
  console.log(`removed ${path}`);
}
for (const name of readdirSync(tmpdir()).filter((entry) => TEMP_CACHES.test(entry))) {
  rmSync(join(tmpdir(), name), { recursive: true, force: true });
  console.log(`removed ${join(tmpdir(), name)}`);
}
