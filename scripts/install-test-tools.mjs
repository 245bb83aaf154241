#!/usr/bin/env node
/**
 * `npm run test:tools`: makes sure the programs the suites drive are there, installing what is missing with apt-get
 * (as root, or through sudo):
 * - the browser of the e2e and reliability suites, CHROME_PATH or Debian's chromium-headless-shell
 *   (tests/support/browser.ts says why that build), with CJK fonts;
 * - Go and Debian's golang.org/x/mod sources, with which tests/server/ledger-go.test.ts checks that an existing
 *   implementation of the transparency-log formats accepts the ledger's checkpoints and proofs.
 * Exits non-zero when one of them is still missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
/** Where Debian's golang-golang-x-mod-dev puts the sources the ledger's Go check builds against (GOPATH mode). */
const goNoteSources = '/usr/share/gocode/src/golang.org/x/mod/sumdb/note';

function aptGet(...args) {
  const command = process.getuid?.() === 0 ? ['apt-get', ...args] : ['sudo', 'apt-get', ...args];
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

const hasGo = () => spawnSync('go', ['version']).status === 0 && existsSync(goNoteSources);

const missing = [
  ...(existsSync(browser) ? [] : ['chromium-headless-shell', 'fonts-noto-cjk']),
  ...(hasGo() ? [] : ['golang-go', 'golang-golang-x-mod-dev']),
];
if (missing.length) {
  console.log(`Installing what the suites drive and this machine lacks, with apt-get: ${missing.join(', ')}.`);
  if (aptGet('update')) aptGet('install', '-y', ...missing);
}

let failed = false;
if (!existsSync(browser)) {
  console.error(`No browser at ${browser}: the e2e and reliability suites cannot run.`);
  failed = true;
}
if (!hasGo()) {
  console.error(
    'No Go with golang.org/x/mod (apt-get install golang-go golang-golang-x-mod-dev): the ledger interoperability ' +
      'check cannot run.',
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
