#!/usr/bin/env node
/**
 * `npm test`: the programs the suites drive (scripts/install-test-tools.mjs: the browser, Go), then one `vitest run`
 * of every project but reliability, in the order vitest.config.ts gives them, with typecheck, lint and a
 * `vitest run` of the reliability project running beside it. Extra arguments go to one `vitest run` of every project
 * (`npm test -- --project web`). Prints the failed tests and ends with the line 'N passed, N failed' (typecheck,
 * lint and the tools count as one each); exits non-zero on any failure.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readReport } from './vitest-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const reportDir = join(root, 'test-results');
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

/** A `vitest run` writing its JSON report to test-results/<name>.json; resolves with its exit code and counts. */
async function vitestRun(name, args, options) {
  const report = join(reportDir, `${name}.json`);
  rmSync(report, { force: true });
  const vitest = join(root, 'node_modules/.bin/vitest');
  const result = await run(
    vitest,
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    options,
  );
  const tests = readReport(report) ?? { passed: 0, failed: 0, skipped: 0, failures: [] };
  // vitest failing without a failed test (a global setup that throws, a crash, no report) still fails the run.
  if (result.code !== 0 && tests.failed === 0) {
    tests.failed = 1;
    tests.failures.push(`vitest (${name}) exited with code ${result.code} (see its output above)`);
  }
  return { ...result, tests };
}

mkdirSync(reportDir, { recursive: true });
const extra = process.argv.slice(2);
// The reliability files mostly wait (outages, retries, restarts, drained outboxes) and start servers of their own:
// in a vitest of their own, beside the other projects, their waits overlap the other suites' work instead of
// running on alone after them. Its output follows vitest's. With arguments, one vitest runs what they select.
const runs = extra.length
  ? [vitestRun('vitest', extra)]
  : [
      vitestRun('vitest', ['--project', '!reliability']),
      vitestRun('vitest-reliability', ['--project', 'reliability'], { quiet: true }),
    ];
console.log(`━━ vitest run (typecheck, lint${extra.length ? '' : ' and reliability'} beside it; their output follows)`);
const vitests = await Promise.all(runs);
const tests = { passed: 0, failed: 0, skipped: 0, failures: [] };
for (const { output, tests: counts } of vitests) {
  if (output.length) console.log('━━ vitest run --project reliability');
  process.stdout.write(output);
  for (const key of ['passed', 'failed', 'skipped']) tests[key] += counts[key];
  tests.failures.push(...counts.failures);
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
console.log(`\n━━ ${minutes} min${skipped}; reports: test-results/vitest*.json`);
const passed = tests.passed + steps.length - failedSteps.length;
const failed = tests.failed + failedSteps.length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
