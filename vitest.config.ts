import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// SPEC helpers (parseTime, formatTime) are defined in China Standard Time.
process.env.TZ = 'Asia/Shanghai';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

// Test servers and CLIs hold little data, and PGlite zeroes its whole buffer pool at every start: a small pool
// (the server and CLI processes the tests start inherit this).
const smallPglite = { PGLITE_SHARED_BUFFERS_MB: '16' };

/**
 * vitest starts the longest files first (by the durations it recorded; by size in a fresh clone). Some files go first
 * whatever it recorded. The SMTP outage file mostly waits (the outage, the retries), so its waits overlap the other
 * files' work instead of running on alone at the end. The others are long but, being a few lines over a shared
 * support module (support/load-cases.ts, support/axe.ts), among the smallest on disk, so a fresh clone would start
 * them last; they are listed longest first.
 */
class KnownLongFilesFirst extends BaseSequencer {
  static readonly files = [
    'tests/reliability/outage.test.ts',
    'tests/reliability/load-pglite.test.ts',
    'tests/reliability/load-postgres.test.ts',
    'tests/e2e/accessibility-visitor.test.ts',
    'tests/e2e/accessibility-admin.test.ts',
    'tests/e2e/accessibility-organisation.test.ts',
    'tests/e2e/accessibility-reviewer.test.ts',
  ];

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      KnownLongFilesFirst.files.findIndex((name) => file.moduleId.endsWith(`/${name}`));
    const first = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...first, ...sorted.filter((file) => rank(file) < 0)];
  }
}

const serverProject = {
  environment: 'node' as const,
  env: smallPglite,
  include: ['tests/server/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Files share a worker's module graph: each builds its own app (buildApp holds all state, nothing is a module
  // singleton) on its own database, and the server's modules and PGlite's WebAssembly load once per worker.
  isolate: false,
};

/**
 * `vitest run` runs every project, one group after the other (sequence.groupOrder). The suites without a browser
 * (unit, web, server, server-pg) form one group: two workers take their files one after the other, a worker moving
 * on to the next project as soon as the last file of its own is taken, so that no core waits at the end of one
 * project for the other's longest file. The browser suites follow, each a group of its own: the jsdom suite's polling
 * and Chromium's frames spin while the other holds the CPU, so two of them side by side cost more than their sum.
 * Every project can also run alone: `vitest run --project server-pg`.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    // Both cores: vitest's default leaves one idle on a 2-core machine.
    maxWorkers: 2,
    // A root option (vitest reads the sequencer of the root config only); it moves the files it names to the front.
    sequence: { sequencer: KnownLongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          // Pure functions and DOM-free store logic (utils, contracts, route and access rules): no jsdom, no MSW.
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        resolve: {
          // render() inside antd's StyleProvider in its server mode (tests/setup/testing-library.tsx says why).
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(new URL('./tests/setup/testing-library.tsx', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          globals: true,
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          css: false,
          // Files share a worker's module graph and jsdom: antd, React and the MSW handlers load once per worker,
          // not once per file. What a file could leave behind is reset before each test: stores, cookies, storage,
          // the mock database, MSW handlers and listeners (tests/setup/web.ts), spies (restoreMocks), fake timers.
          isolate: false,
          restoreMocks: true,
          // Antd tables and forms in jsdom are slow on a busy 2-core machine; a timeout is not a verdict.
          testTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: { ...serverProject, name: 'server', sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          // The same files on a throwaway PostgreSQL cluster: DATABASE_URL comes from the project's global setup.
          ...serverProject,
          name: 'server-pg',
          sequence: { groupOrder: 0 },
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          setupFiles: ['tests/support/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          environment: 'node',
          env: smallPglite,
          include: ['tests/e2e/**/*.test.ts'],
          // The large-list timings are a benchmark (`npm run bench:lists`): a task's wall time on a shared 2-core
          // host varies severalfold from run to run, as Lighthouse's scores do.
          exclude: process.env.BENCH_LISTS === '1' ? [] : ['tests/e2e/large-lists.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // Two files at a time: the journeys keep both cores busy.
          fileParallelism: true,
          // Files share a worker's module graph (playwright-core, the helpers), its Chromium (workerBrowser) and, for
          // the files that change nothing another file relies on, its server, SMTP catcher and SMS receiver
          // (sharedStackForFile): loaded, launched and started once per worker, not per file. A file's browser
          // contexts end in its afterAll, and so does a stack of its own (stackForFile).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          sequence: { groupOrder: 4 },
          environment: 'node',
          env: smallPglite,
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Three files at a time: most of a file is waiting (outbox drains, a killed process's mail claim, an SMTP
          // outage), and every file has its own server, data directory, SMTP catcher and ports. The full run (FULL=1)
          // keeps two, so that its load figures are not taken beside two other files.
          fileParallelism: true,
          maxWorkers: process.env.FULL === '1' ? 2 : 3,
          // As for e2e: modules loaded once per worker; a file's servers, catchers and clusters end in its afterAll.
          isolate: false,
        },
      },
    ],
  },
});
