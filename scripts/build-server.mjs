#!/usr/bin/env node
/**
 * `npm run build:server`: the server as one JavaScript file, build/server/server.mjs, with its migrations beside it
 * (build/server/migrations). `npm start` runs it with plain Node: it starts faster than the TypeScript sources
 * through tsx, whose loader hooks transform every module at every start, and the e2e and reliability suites start
 * the server many times. Packages stay in node_modules (not bundled); the bundle is built again whenever the contents
 * of its sources changed since it was built, so it never runs stale code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { builtFrom, contentHash, recordBuild, withFileLock } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUNDLE = path.join(root, 'build', 'server', 'server.mjs');
const outDir = path.dirname(SERVER_BUNDLE);
/**
 * What the bundle is made of: the server, the SPA modules it shares (contracts, content, utils), the package's
 * import aliases and packages, and this script.
 */
export const SERVER_SOURCES = ['server/src', 'src', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
const MIGRATIONS = path.join(root, 'server', 'src', 'db', 'migrations');
/** Written beside the bundle: the hash of the sources it was built from. */
const STAMP = path.join(outDir, 'sources.json');

/** Why the bundle must be (re)built, or null when it was built from exactly the current sources. */
function serverBuildReason() {
  if (!fs.existsSync(SERVER_BUNDLE)) return 'build/server/server.mjs is missing';
  const built = builtFrom(STAMP);
  if (built === undefined) return 'build/server/ does not say what it was built from';
  return built === contentHash(root, ...SERVER_SOURCES) ? null : 'its sources changed since it was built';
}

const LOCK = path.join(root, 'build', 'server.build.lock');

/** Builds the bundle when it is missing or stale; returns its path. */
export async function ensureServerBuilt({ quiet = false } = {}) {
  if (!serverBuildReason()) return SERVER_BUNDLE;
  // Instances started together from one checkout: one builds, the others wait and find it built.
  return withFileLock(LOCK, 5 * 60_000, async () => {
    const reason = serverBuildReason(); // another process may have built it meanwhile
    if (!reason) return SERVER_BUNDLE;
    if (!quiet) console.log(`[build:server] Building the server (${reason}): build/server/server.mjs`);
    // Hashed before building: a file changed during the build makes the next check build again.
    const sources = contentHash(root, ...SERVER_SOURCES);
    fs.mkdirSync(outDir, { recursive: true });
    fs.rmSync(STAMP, { force: true });
    // Migrations first: a bundle that exists always finds the migrations it was built with.
    const migrations = path.join(outDir, 'migrations');
    fs.rmSync(migrations, { recursive: true, force: true });
    fs.cpSync(MIGRATIONS, migrations, { recursive: true });
    // Written aside and renamed: a server starting meanwhile reads the old bundle or the new one, never half of one.
    const temporary = `${SERVER_BUNDLE}.${process.pid}`;
    await build({
      entryPoints: [path.join(root, 'server', 'src', 'server.ts')],
      outfile: temporary,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // Readable stack traces in the logs: names and code as written, not minified.
      minify: false,
      legalComments: 'none',
      logLevel: 'warning',
    });
    fs.renameSync(temporary, SERVER_BUNDLE);
    recordBuild(STAMP, sources);
    return SERVER_BUNDLE;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureServerBuilt().then(
    (bundle) => console.log(`[build:server] ${path.relative(root, bundle)} is up to date.`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
