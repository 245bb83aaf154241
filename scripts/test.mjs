#!/usr/bin/env node
// `npm test`: typecheck, lint, then every test suite, with one summary line per suite and an overall
// 'N passed, N failed' line. Installs Debian's Chromium (e2e) when it is missing; the PostgreSQL suite
// installs PostgreSQL itself (scripts/with-postgres.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reportDir = mkdtempSync(join(tmpdir(), 'test-report-'));
const results = [];
const started = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'Asia/Shanghai', ...env },
  });
  return result.status ?? 1;
}

function hasTests(dir) {
  if (!existsSync(join(root, dir))) return false;
  const walk = (path) =>
    readdirSync(path, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? walk(join(path, entry.name)) : /\.test\.tsx?$/.test(entry.name),
    );
  return walk(join(root, dir));
}

/** Runs one vitest project and records its counts from the JSON report. */
function vitestSuite(label, project, { wrapper = [], env = {} } = {}) {
  const outputFile = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    ...wrapper,
    bin('vitest'),
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ];
  const t0 = Date.now();
  const [command, ...rest] = args;
  const status = run(label, command, rest, env);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      const where = relative(root, file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const firstLine = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(`${where} › ${test.fullName}\n      ${firstLine}`);
      }
      // A file that fails to load has no tests to blame.
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(
          `${where}\n      ${String(file.message ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
      }
    }
  }
  if (status !== 0 && failed === 0) failed = 1;
  results.push({ label, passed, failed, skipped, failures, seconds: (Date.now() - t0) / 1000 });
}

function step(label, command, args) {
  const t0 = Date.now();
  const status = run(label, command, args);
  results.push({
    label,
    passed: status === 0 ? 1 : 0,
    failed: status === 0 ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - t0) / 1000,
  });
}

function aptGet(args) {
  const isRoot = process.getuid?.() === 0;
  const [command, ...rest] = isRoot ? ['apt-get', ...args] : ['sudo', 'apt-get', ...args];
  return (
    spawnSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

function ensureChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return path;
  console.log("\nChromium is missing: installing Debian's chromium with apt-get (needed by the browser tests).");
  if (aptGet(['update'])) aptGet(['install', '-y', 'chromium', 'fonts-noto-cjk']);
  return existsSync(path) ? path : null;
}

step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('lint', 'npm', ['run', '--silent', 'lint']);
vitestSuite('unit', 'web');
if (hasTests('tests/server')) {
  vitestSuite('server (PGlite)', 'server');
  if (existsSync(join(root, 'scripts/with-postgres.mjs'))) {
    vitestSuite('server (PostgreSQL)', 'server', { wrapper: ['node', join(root, 'scripts/with-postgres.mjs')] });
  }
}
if (hasTests('tests/e2e')) {
  const chromium = ensureChromium();
  if (chromium) vitestSuite('e2e', 'e2e', { env: { CHROME_PATH: chromium } });
  else results.push({ label: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0 });
}
if (hasTests('tests/reliability')) {
  const chromium = ensureChromium();
  vitestSuite('reliability', 'reliability', { env: chromium ? { CHROME_PATH: chromium } : {} });
}

// The names of what failed, just above the summary, where a truncated CI log still shows them.
const failures = results.flatMap(({ label, failures = [] }) => failures.map((line) => `  [${label}] ${line}`));
if (failures.length) console.log(`\n━━ Failed tests\n\n${failures.join('\n')}`);
console.log('\n━━ Summary');
for (const { label, passed, failed, skipped, seconds } of results) {
  const skippedText = skipped ? `, ${skipped} skipped` : '';
  console.log(
    `${label.padEnd(22)} ${failed === 0 ? 'ok  ' : 'FAIL'}  ${passed} passed, ${failed} failed${skippedText}  (${seconds.toFixed(0)} s)`,
  );
}
const total = results.reduce(
  (sum, { passed, failed }) => ({ passed: sum.passed + passed, failed: sum.failed + failed }),
  { passed: 0, failed: 0 },
);
console.log(`total (${((Date.now() - started) / 60000).toFixed(1)} min)`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
