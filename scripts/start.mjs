#!/usr/bin/env node
/**
 * npm start: build the SPA (scripts/spa-build.mjs) and the server bundle (scripts/build-server.mjs) when they are
 * missing or their sources changed since they were built, then run the server (which migrates,
 * seeds and listens). Signals are forwarded; the server's exit code is ours.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withFileLock } from './build-freshness.mjs';
import { ensureServerBuilt } from './build-server.mjs';
import { buildSpa, spaBuildReason } from './spa-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.resolve(root, process.env.STATIC_DIR || 'dist');
const defaultStaticDir = path.join(root, 'dist');

function spaNeedsBuild() {
  if (!fs.existsSync(path.join(root, 'index.html')))
    return { build: false, reason: 'no index.html at the top level (the SPA does not exist yet)' };
  // vite builds into dist/; a STATIC_DIR elsewhere is a build the operator made and serves as it is.
  if (staticDir !== defaultStaticDir) return { build: false, reason: `STATIC_DIR is ${staticDir}, served as built` };
  const reason = spaBuildReason(root);
  return reason ? { build: true, reason } : { build: false, reason: 'dist/ is up to date' };
}

const decision = spaNeedsBuild();
if (decision.build)
  // Several instances started together from one checkout would build into the same dist/ at once: the first takes
  // dist.build.lock and builds, the others wait for it and then find dist/ up to date.
  await withFileLock(path.join(root, 'dist.build.lock'), 10 * 60_000, async () => {
    const again = spaNeedsBuild();
    if (!again.build) return console.log(`[start] Not building the SPA: ${again.reason}.`);
    console.log(`[start] Building the SPA (${again.reason}): vite build`);
    if (buildSpa(root) !== 0)
      console.warn(
        '\n[start] WARNING: the SPA build failed; serving the API anyway (/ shows a "not built" note until the build succeeds).\n',
      );
  });
else console.log(`[start] Not building the SPA: ${decision.reason}.`);

let serverBundle;
try {
  serverBundle = await ensureServerBuilt();
} catch (error) {
  console.error(`[start] cannot build the server: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// The server in its own process (plain Node on the bundle): signals are relayed to it, its exit code is ours.
const child = spawn(process.execPath, [serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 0)));
child.on('error', (error) => {
  console.error(`[start] cannot run the server: ${error.message}`);
  process.exit(1);
});
