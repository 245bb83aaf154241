#!/usr/bin/env node
// `npm test`: typecheck, lint and every test suite, with one summary line per suite (wall and CPU time), the ten
// slowest tests and an overall 'N passed, N failed' line. Installs Debian's Chromium headless shell (e2e) when it is
// missing; the PostgreSQL suites install PostgreSQL themselves (scripts/with-postgres.mjs).
//
// The suites run one after the other (typecheck beside the first ones), because every suite keeps both
// cores busy on its own and two at once cost more than their sum: as two lanes, the jsdom suite's waitFor polling
// and Chromium's frames spin while the other lane holds the CPU, and the time-boxed load runs take whatever is free.
//   typecheck ‖ (lint ‖ unit, then web (jsdom)), then server (PGlite), server (PostgreSQL), e2e, reliability
// (reliability starts when e2e is down to its last file).
// TEST_LANES=2 runs the checks and Node suites beside the browser and reliability suites (the former schedule).
// Each suite's output is printed as one block when it ends and kept in test-results/logs/; the vitest JSON reports
// are kept in test-results/vitest/.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const resultsDir = join(root, 'test-results');
const reportDir = join(resultsDir, 'vitest');
const logDir = join(resultsDir, 'logs');
for (const dir of [reportDir, logDir]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
const started = Date.now();

/**
 * The whole machine's busy and idle CPU seconds (/proc/stat; null elsewhere). The suites' own figures miss what runs
 * outside their process trees (the PostgreSQL servers, Chromium's zygote); this says whether the cores were full.
 */
function machineCpu() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + fields[4];
    const busy = fields.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle;
    return { busy: busy / 100, idle: idle / 100 };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();
// Suites write to pipes: keep their colours on a terminal, plain text otherwise (logs, CI).
const colours = process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' };
const sequential = process.env.TEST_LANES !== '2';
const results = new Map();
const reports = [];

/**
 * Runs `command` through a small Node wrapper that waits for it and then reads its own children's CPU time
 * (user + system, /proc/self/stat on Linux): the CPU seconds of that suite alone, whatever runs beside it. On a
 * shared machine that figure says far more than the wall time. Output goes to a log file and is printed as one block
 * at the end, so that two suites running side by side do not mix their lines.
 */
const WRAPPER = `
const { spawnSync } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');
const [cpuFile, command, ...args] = process.argv.slice(1);
const result = spawnSync(command, args, { stdio: 'inherit' });
let cpu = '';
try {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  cpu = String((Number(fields[13]) + Number(fields[14])) / 100);
} catch {}
writeFileSync(cpuFile, cpu);
process.exit(result.status ?? 1);
`;

function run(label, command, args, env = {}, onOutput = undefined) {
  const slug = label.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  const logFile = join(logDir, `${slug}.log`);
  const cpuFile = join(logDir, `${slug}.cpu`);
  const t0 = Date.now();
  console.log(
    `━━ ${label} started (${elapsed()}): ${[command, ...args].map((arg) => (arg.startsWith('/') ? relative(root, arg) : arg)).join(' ')}`,
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', WRAPPER, cpuFile, command, ...args], {
      cwd: root,
      env: { ...process.env, TZ: 'Asia/Shanghai', ...colours, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(logFile);
    const chunks = [];
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        chunks.push(chunk);
        log.write(chunk);
        onOutput?.(chunk);
      });
    child.on('close', (code) => {
      log.end();
      const seconds = (Date.now() - t0) / 1000;
      let cpu = null;
      try {
        const text = readFileSync(cpuFile, 'utf8').trim();
        if (text) cpu = Number(text);
      } catch {
        // No figure (not Linux): the summary shows the wall time only.
      }
      console.log(`\n━━ ${label} (${seconds.toFixed(0)} s, log: ${relative(root, logFile)})\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ status: code ?? 1, cpu, seconds, start: (t0 - started) / 1000 });
    });
  });
}

function elapsed() {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function testFileCount(dir) {
  if (!existsSync(join(root, dir))) return 0;
  const walk = (path) =>
    readdirSync(path, { withFileTypes: true }).reduce(
      (count, entry) =>
        count + (entry.isDirectory() ? walk(join(path, entry.name)) : /\.test\.tsx?$/.test(entry.name) ? 1 : 0),
      0,
    );
  return walk(join(root, dir));
}

const hasTests = (dir) => testFileCount(dir) > 0;

/**
 * Calls `then` once every file of a vitest run but one has finished, read from the default reporter's line per file
 * (' ✓ |e2e| tests/e2e/auth.test.ts (4 tests) 21000ms', coloured on a terminal). The next suite can start then: the
 * last file alone leaves a core idle.
 */
function whenOneFileLeft(files, then) {
  const finished = new Set();
  let pending = '';
  let called = false;
  return (chunk) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // eslint-disable-next-line no-control-regex
      const match = /^\s*[✓×❯↓]\s.*?\s(tests\/\S+\.test\.tsx?) \(\d+ tests?/.exec(line.replace(/\x1b\[[\d;]*m/g, ''));
      if (match) finished.add(match[1]);
    }
    if (!called && finished.size >= files - 1) {
      called = true;
      then();
    }
  };
}

/** Runs one vitest project and records its counts from the JSON report. */
async function vitestSuite(label, project, { wrapper = [], env = {}, onOutput } = {}) {
  const outputFile = join(reportDir, `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`);
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
  const [command, ...rest] = args;
  const { status, cpu, seconds, start } = await run(label, command, rest, env, onOutput);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    reports.push({ label, report });
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
  results.set(label, { label, passed, failed, skipped, failures, seconds, cpu, start });
}

async function step(label, command, args) {
  const { status, cpu, seconds, start } = await run(label, command, args);
  results.set(label, {
    label,
    passed: status === 0 ? 1 : 0,
    failed: status === 0 ? 0 : 1,
    skipped: 0,
    seconds,
    cpu,
    start,
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

/** The browser suites' Chromium: Debian's headless shell (tests/support/browser.ts says why), or CHROME_PATH. */
function ensureChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
  if (existsSync(path)) return path;
  console.log(
    "\nChromium is missing: installing Debian's chromium-headless-shell with apt-get (needed by the browser tests).",
  );
  if (aptGet(['update'])) aptGet(['install', '-y', 'chromium-headless-shell', 'fonts-noto-cjk']);
  return existsSync(path) ? path : null;
}

/** The slowest tests of every suite, from the JSON reports: where the time goes, printed in every summary. */
function slowestTests(count) {
  const tests = reports.flatMap(({ label, report }) =>
    (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? []).map((test) => ({
        label,
        seconds: (test.duration ?? 0) / 1000,
        name: `${relative(root, file.name)} › ${test.fullName}`,
      })),
    ),
  );
  return tests.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

const ORDER = ['typecheck', 'lint', 'unit', 'web', 'server (PGlite)', 'server (PostgreSQL)', 'e2e', 'reliability'];

/**
 * Typecheck, lint and the Node-only tests, then the jsdom suite and the server suite on both databases. tsc uses one
 * core and outlasts lint and unit: the jsdom suite starts beside it rather than leave the other core idle.
 */
async function checksLane() {
  const typecheck = step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  await Promise.all([step('lint', 'npm', ['run', '--silent', 'lint']), vitestSuite('unit', 'unit')]);
  await vitestSuite('web', 'web');
  await typecheck;
  if (hasTests('tests/server')) {
    await vitestSuite('server (PGlite)', 'server');
    if (existsSync(join(root, 'scripts/with-postgres.mjs')))
      await vitestSuite('server (PostgreSQL)', 'server', {
        wrapper: ['node', join(root, 'scripts/with-postgres.mjs')],
      });
  }
}

/**
 * The real server in a real browser (e2e), then the reliability proofs, which start as soon as the e2e suite is down
 * to its last file (that file alone kept one core busy for its last 5–7 s).
 */
async function serversLane() {
  const e2eFiles = testFileCount('tests/e2e');
  const reliabilityFiles = testFileCount('tests/reliability');
  const chromium = e2eFiles || reliabilityFiles ? ensureChromium() : null;
  let reliability;
  const startReliability = () => {
    reliability ??= reliabilityFiles
      ? vitestSuite('reliability', 'reliability', { env: chromium ? { CHROME_PATH: chromium } : {} })
      : Promise.resolve();
  };
  if (e2eFiles) {
    if (chromium)
      await vitestSuite('e2e', 'e2e', {
        env: { CHROME_PATH: chromium },
        onOutput: whenOneFileLeft(e2eFiles, startReliability),
      });
    else results.set('e2e', { label: 'e2e', passed: 0, failed: 1, skipped: 0, seconds: 0, cpu: null, start: 0 });
  }
  startReliability();
  await reliability;
}

if (sequential) {
  await checksLane();
  await serversLane();
} else {
  await Promise.all([checksLane(), serversLane()]);
}

const ordered = [...results.values()].sort((a, b) => ORDER.indexOf(a.label) - ORDER.indexOf(b.label));
// The names of what failed, just above the summary, where a truncated CI log still shows them.
const failures = ordered.flatMap(({ label, failures = [] }) => failures.map((line) => `  [${label}] ${line}`));
if (failures.length) console.log(`\n━━ Failed tests\n\n${failures.join('\n')}`);
const slowest = slowestTests(10);
if (slowest.length) {
  console.log('\n━━ 10 slowest tests');
  for (const { label, seconds, name } of slowest)
    console.log(`${seconds.toFixed(1).padStart(6)} s  [${label}] ${name}`);
  console.log(`(JSON reports: ${relative(root, reportDir)}/, logs: ${relative(root, logDir)}/)`);
}
console.log(
  `\n━━ Summary (${sequential ? 'one suite at a time' : 'two lanes side by side'}; wall = the suite's own ` +
    'time, from its start; CPU = user + system seconds of its processes)',
);
for (const { label, passed, failed, skipped, seconds, cpu, start } of ordered) {
  const skippedText = skipped ? `, ${skipped} skipped` : '';
  const cpuText = cpu === null || cpu === undefined ? '' : `, CPU ${cpu.toFixed(0)} s`;
  console.log(
    `${label.padEnd(22)} ${failed === 0 ? 'ok  ' : 'FAIL'}  ${passed} passed, ${failed} failed${skippedText}  (${seconds.toFixed(0)} s${cpuText}, from ${start.toFixed(0)} s)`,
  );
}
const total = ordered.reduce(
  (sum, { passed, failed, cpu }) => ({
    passed: sum.passed + passed,
    failed: sum.failed + failed,
    cpu: sum.cpu + (cpu ?? 0),
  }),
  { passed: 0, failed: 0, cpu: 0 },
);
const machineAtEnd = machineCpu();
const machineText =
  machineAtStart && machineAtEnd
    ? `; the machine: ${(machineAtEnd.busy - machineAtStart.busy).toFixed(0)} CPU-s busy, ${(machineAtEnd.idle - machineAtStart.idle).toFixed(0)} idle`
    : '';
console.log(
  `total (${((Date.now() - started) / 60000).toFixed(1)} min wall, ${total.cpu.toFixed(0)} CPU-s in the suites${machineText})`,
);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
