#!/usr/bin/env node
/**
 * `npm run build:server`: the server as one JavaScript file, build/server/server.mjs, with its migrations beside it
 * (build/server/migrations). `npm start` runs it with plain Node. Running the TypeScript sources through tsx costs
 * ~5.3 CPU-s per start (Node's loader hooks run on their own thread and transform every module), the bundle ~3.7:
 * the e2e and reliability suites start the server some thirty times. Packages stay in node_modules (not bundled);
 * the bundle is built again whenever a source is newer than it, so it never runs stale code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_BUNDLE = path.join(root, 'build', 'server', 'server.mjs');
const outDir = path.dirname(SERVER_BUNDLE);
// What the bundle is made of: the server and the contracts and utilities it shares with the SPA.
const SOURCES = ['server/src', 'src', 'package-lock.json'].map((name) => path.join(root, name));
const MIGRATIONS = path.join(root, 'server', 'src', 'db', 'migrations');

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), 0);
}

/** Why the bundle must be (re)built, or null when it is newer than every source. */
function serverBuildReason() {
  if (!fs.existsSync(SERVER_BUNDLE)) return 'build/server/server.mjs is missing';
  const built = fs.statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built) ? 'sources are newer than build/server/' : null;
}

const LOCK = path.join(root, 'build', 'server.build.lock');

/**
 * Several processes may need the bundle at once (instances started together from one checkout): the first takes the
 * lock and builds, the others wait for it and then find the bundle up to date. A lock older than 5 minutes belongs
 * to a build that died.
 */
async function withBuildLock(work) {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) fs.rmSync(LOCK, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(LOCK, { force: true });
  }
}

/** Builds the bundle when it is missing or stale; returns its path. */
export async function ensureServerBuilt({ quiet = false } = {}) {
  if (!serverBuildReason()) return SERVER_BUNDLE;
  return withBuildLock(async () => {
    const reason = serverBuildReason(); // another process may have built it meanwhile
    if (!reason) return SERVER_BUNDLE;
    if (!quiet) console.log(`[build:server] Building the server (${reason}): build/server/server.mjs`);
    fs.mkdirSync(outDir, { recursive: true });
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
