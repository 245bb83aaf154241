/**
 * What `npm test` and `npm run test:profile` read from a vitest JSON report (--reporter=json --outputFile=…):
 * the counts, the failures with their first line, and every test's duration.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);

export function readReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failures = [];
  const tests = [];
  let failedFiles = 0;
  for (const result of report.testResults ?? []) {
    const where = relative(root, result.name);
    const assertions = result.assertionResults ?? [];
    for (const test of assertions) {
      tests.push({ name: `${where} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 });
      if (test.status === 'failed')
        failures.push(`${where} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that fails to load, or whose hooks fail, has no test to blame: it counts as one failure.
    if (result.status === 'failed' && !assertions.some((test) => test.status === 'failed')) {
      failedFiles += 1;
      failures.push(`${where}\n      ${firstLine(result.message)}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + failedFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
    tests,
  };
}
