#!/usr/bin/env node
/**
 * `npm test`: typecheck and lint side by side, the browser the e2e and reliability suites drive
 * (scripts/install-chromium.mjs), then one `vitest run` of every project, in the order vitest.config.ts gives them.
 * Extra arguments go to vitest (`npm test -- --project web`). Prints the failed tests and ends with the line
 * 'N passed, N failed' (typecheck and lint count as one each); exits non-zero on any failure.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readReport } from './vitest-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const report = join(root, 'test-results', 'vitest.json');
const started = Date.now();

/** Runs a command; with `quiet`, its output is printed as one block when it ends (two checks run side by side). */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, TZ: 'Asia/Shanghai' },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

// The steps before vitest, each counted as one passed or failed item in the closing line.
const steps = [];
console.log('━━ typecheck and lint');
for (const [name, code] of await Promise.all(
  ['typecheck', 'lint'].map(async (name) => [name, await run('npm', ['run', '--silent', name], { quiet: true })]),
))
  steps.push({ name, code });
console.log('━━ browser');
steps.push({ name: 'browser', code: await run('node', [join(root, 'scripts/install-chromium.mjs')]) });
console.log(steps.map(({ name, code }) => `${name}: ${code === 0 ? 'ok' : 'FAILED'}`).join(', '));

console.log('━━ vitest run');
rmSync(report, { force: true });
mkdirSync(join(root, 'test-results'), { recursive: true });
const vitestCode = await run(join(root, 'node_modules/.bin/vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
const tests = readReport(report) ?? { passed: 0, failed: 0, skipped: 0, failures: [] };
// vitest failing without a failed test (a global setup that throws, a crash, no report) still fails the run.
if (vitestCode !== 0 && tests.failed === 0) {
  tests.failed = 1;
  tests.failures.push(`vitest exited with code ${vitestCode} (see its output above)`);
}

const failedSteps = steps.filter(({ code }) => code !== 0);
const failures = [...failedSteps.map(({ name }) => `${name} (see its output above)`), ...tests.failures];
if (failures.length) console.log(`\n━━ Failed\n${failures.map((line) => `  ${line}`).join('\n')}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const skipped = tests.skipped ? `, ${tests.skipped} skipped` : '';
console.log(`\n━━ ${minutes} min${skipped}; report: test-results/vitest.json`);
const passed = tests.passed + steps.length - failedSteps.length;
const failed = tests.failed + failedSteps.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
