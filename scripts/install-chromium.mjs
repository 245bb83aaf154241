#!/usr/bin/env node
/**
 * `npm run test:browser`: makes sure the browser the e2e and reliability suites drive is there, CHROME_PATH or
 * Debian's chromium-headless-shell (tests/support/browser.ts says why that build), installing it with apt-get (as
 * root, or through sudo) when it is missing. Exits non-zero when there is still no browser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';

function aptGet(...args) {
  const command = process.getuid?.() === 0 ? ['apt-get', ...args] : ['sudo', 'apt-get', ...args];
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (!existsSync(path)) {
  console.log(`${path} is missing: installing Debian's chromium-headless-shell and CJK fonts with apt-get.`);
  if (aptGet('update')) aptGet('install', '-y', 'chromium-headless-shell', 'fonts-noto-cjk');
}
if (!existsSync(path)) {
  console.error(`No browser at ${path}: the e2e and reliability suites cannot run.`);
  process.exit(1);
}
