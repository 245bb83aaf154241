/**
 * The SPA build (dist/) as `npm start` and the browser suites make it: built again whenever the contents of what it
 * is made of changed since the build made here, whatever the files' modification times say.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { builtFrom, contentHash, recordBuild } from './build-freshness.mjs';

/**
 * What the build is made of: the sources, the build's configuration and the scripts it runs at build time
 * (vite.config.ts imports from scripts/), the environment files, and the packages.
 */
export const SPA_SOURCES = [
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  '.env',
  '.env.production',
  'tsconfig.json',
  'tsconfig.app.json',
  'package.json',
  'package-lock.json',
];

/** Left by each build made here: the hash of the sources that build was made from. */
const stampOf = (root) => path.join(root, 'node_modules/.cache/spa-build.json');

/** Why dist/ must be built again, or null when it was built here from exactly the current sources. */
export function spaBuildReason(root) {
  if (!fs.existsSync(path.join(root, 'dist/index.html'))) return 'dist/index.html is missing';
  const built = builtFrom(stampOf(root));
  if (built === undefined) return 'dist/ was not built by npm start or the tests';
  return built === contentHash(root, ...SPA_SOURCES) ? null : 'its sources changed since dist/ was built';
}

/**
 * Runs `vite build` into dist/ and returns its exit status; on success records what it was built from. The build
 * runs with NODE_ENV=production whatever the caller's (vitest sets `test`, and a build that inherits it bundles the
 * libraries' test branches).
 */
export function buildSpa(root, { logLevel = 'info' } = {}) {
  const stamp = stampOf(root);
  // Hashed before building: a file changed during the build makes the next check build again.
  const sources = contentHash(root, ...SPA_SOURCES);
  fs.rmSync(stamp, { force: true });
  const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', logLevel], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const status = result.status ?? 1;
  if (status === 0) recordBuild(stamp, sources);
  return status;
}
