#!/usr/bin/env node
/**
 * `npm run test:profile`: where the test time goes. Runs every vitest project alone, in the order `npm test` runs
 * them, and prints for each its wall time and CPU time (user + system seconds of the processes it started and
 * waited for: Linux only), then the slowest tests of all. Arguments go to every vitest run. The JSON reports stay in
 * test-results/profile/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createVitest } from 'vitest/node';
import { readReport } from './vitest-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const reportDir = join(root, 'test-results', 'profile');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** CPU seconds of this process's waited-for children so far (/proc/self/stat cutime + cstime), or null. */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

// The projects and their order, as vitest resolves vitest.config.ts.
const vitest = await createVitest('test', { watch: false });
const projects = vitest.projects
  .map((project) => ({ name: project.name, order: project.config.sequence.groupOrder ?? 0 }))
  .sort((a, b) => a.order - b.order);
await vitest.close();

const rows = [];
const tests = [];
for (const { name } of projects) {
  const outputFile = join(reportDir, `${name}.json`);
  const cpuBefore = childrenCpu();
  const t0 = Date.now();
  console.log(`━━ ${name}`);
  spawnSync(
    join(root, 'node_modules/.bin/vitest'),
    [
      'run',
      '--project',
      name,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'Asia/Shanghai' } },
  );
  const cpuAfter = childrenCpu();
  const report = readReport(outputFile) ?? { passed: 0, failed: 1, tests: [] };
  tests.push(...report.tests.map((test) => ({ ...test, project: name })));
  rows.push({
    name,
    passed: report.passed,
    failed: report.failed,
    wall: (Date.now() - t0) / 1000,
    cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  });
}

console.log('\n━━ Projects (wall and CPU seconds, each project alone)');
for (const { name, passed, failed, wall, cpu } of rows)
  console.log(
    `${name.padEnd(12)} ${String(passed).padStart(5)} passed ${String(failed).padStart(3)} failed` +
      `  wall ${wall.toFixed(0).padStart(4)} s  CPU ${cpu === null ? '   ?' : cpu.toFixed(0).padStart(4)} s`,
  );
console.log('\n━━ 15 slowest tests');
for (const { project, seconds, name } of tests.sort((a, b) => b.seconds - a.seconds).slice(0, 15))
  console.log(`${seconds.toFixed(1).padStart(6)} s  [${project}] ${name}`);
