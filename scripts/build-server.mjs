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

/**
 * Builds the bundle when it is missing or stale; returns its path. Several processes may call this at once (two
 * instances started together): each writes its own temporary files and renames them into place.
 */
export async function ensureServerBuilt({ quiet = false } = {}) {
  const reason = serverBuildReason();
  if (!reason) return SERVER_BUNDLE;
  if (!quiet) console.log(`[build:server] Building the server (${reason}): build/server/server.mjs`);
  fs.mkdirSync(outDir, { recursive: true });
  const suffix = `.${process.pid}.${Date.now()}`;
  // Migrations first: a bundle that exists always finds the migrations it was built with.
  const migrations = path.join(outDir, 'migrations');
  fs.cpSync(MIGRATIONS, `${migrations}${suffix}`, { recursive: true });
  fs.rmSync(migrations, { recursive: true, force: true });
  try {
    fs.renameSync(`${migrations}${suffix}`, migrations);
  } catch {
    fs.rmSync(`${migrations}${suffix}`, { recursive: true, force: true }); // another build put the same ones in place
  }
  const temporary = `${SERVER_BUNDLE}${suffix}`;
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
