#!/usr/bin/env node
/**
 * `npm test`: the programs the suites drive (scripts/install-test-tools.mjs: the browser, Go), then one `vitest run`
 * of every project, in the order vitest.config.ts gives them, with typecheck and lint running beside it. Extra
 * arguments go to vitest (`npm test -- --project web`). Prints the failed tests and ends with the line
 * 'N passed, N failed' (typecheck, lint and the tools count as one each); exits non-zero on any failure.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readReport } from './vitest-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const report = join(root, 'test-results', 'vitest.json');
const started = Date.now();

/**
 * Runs a command and resolves with its exit code and, with `quiet`, its output (printed by the caller, so that it
 * does not run into vitest's).
 */
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
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output) }));
  });
}

// Typecheck and lint start first, at the lowest CPU priority (nice 19): they take what vitest leaves idle (its
// global setup's builds, workers waiting on servers, browsers and timers) instead of holding every suite back
// until they end, and yield the cores whenever vitest wants both.
const checks = ['typecheck', 'lint'].map(async (name) => ({
  name,
  ...(await run('nice', ['-n', '19', 'npm', 'run', '--silent', name], { quiet: true })),
}));

console.log('━━ test tools');
const tools = await run('node', [join(root, 'scripts/install-test-tools.mjs')]);

console.log('━━ vitest run (typecheck and lint beside it; their output follows vitest’s)');
rmSync(report, { force: true });
mkdirSync(join(root, 'test-results'), { recursive: true });
const vitest = await run(join(root, 'node_modules/.bin/vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);
const tests = readReport(report) ?? { passed: 0, failed: 0, skipped: 0, failures: [] };
// vitest failing without a failed test (a global setup that throws, a crash, no report) still fails the run.
if (vitest.code !== 0 && tests.failed === 0) {
  tests.failed = 1;
  tests.failures.push(`vitest exited with code ${vitest.code} (see its output above)`);
}

const steps = [{ name: 'test tools', code: tools.code }];
for (const check of await Promise.all(checks)) {
  console.log(`━━ ${check.name}`);
  process.stdout.write(check.output);
  steps.push(check);
}
console.log(steps.map(({ name, code }) => `${name}: ${code === 0 ? 'ok' : 'FAILED'}`).join(', '));

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
