import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { testProcessNodeFlags } from './tests/support/node-flags';

// SPEC helpers (parseTime, formatTime) are defined in China Standard Time.
process.env.TZ = 'Asia/Shanghai';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

// Test servers and CLIs hold little data: PGlite zeroes its whole buffer pool at every start, a CPU-second for
// PostgreSQL's default 128 MB (the server and CLI processes the tests start inherit this).
const smallPglite = { PGLITE_SHARED_BUFFERS_MB: '16' };

/**
 * vitest starts the longest files first (by the durations it recorded; by size in a fresh clone). Two kinds of
 * reliability files go first whatever it recorded:
 * - the SMTP outage file is long but mostly waits (the outage, the retries): started late, it ran on after the others
 *   on a half-idle machine; started first, its waits overlap the load runs' work (the suite alone: 15–24 idle machine
 *   CPU-s and 70–78 s in five runs, 8–11 and 66–72 s in two);
 * - the load files are the longest, but each is a few lines calling support/load-cases.ts: in a fresh clone (CI) they
 *   were the smallest files and started last (the suite took 99 s there, against 66–84 warm).
 */
class ReliabilityFilesFirst extends BaseSequencer {
  static readonly files = [
    'tests/reliability/outage.test.ts',
    'tests/reliability/load-pglite.test.ts',
    'tests/reliability/load-postgres.test.ts',
  ];

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      ReliabilityFilesFirst.files.findIndex((name) => file.moduleId.endsWith(`/${name}`));
    const first = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...first, ...sorted.filter((file) => rank(file) < 0)];
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': srcDir } },
  test: {
    // Both cores: vitest's default leaves one idle on a 2-core machine, which doubles the jsdom suite's time.
    maxWorkers: 2,
    // A root option (vitest reads the sequencer of the root config only); it reorders the reliability suite alone.
    sequence: { sequencer: ReliabilityFilesFirst },
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): a warm run transforms only what changed.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          // Pure functions and DOM-free store logic (utils, contracts, route and access rules): no jsdom, no MSW.
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          // React and jsdom allocate short-lived objects by the million: a larger young generation spends less time
          // in scavenges (web suite 169 → 153 user CPU-s; 128 MB gains nothing more; the server suite gains nothing).
          execArgv: ['--max-semi-space-size=64'],
          environment: 'jsdom',
          globals: true,
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
          css: false,
          // Files share a worker's module graph and jsdom: antd, React and the MSW handlers load once per worker,
          // not once per file (a fifth of the project's CPU time went to loading modules). What a file could leave
          // behind is reset before each test: stores, cookies, storage, the mock database, MSW handlers and
          // listeners (tests/setup/web.ts), spies (restoreMocks), fake timers. Checked with shuffled file order.
          isolate: false,
          restoreMocks: true,
          // Antd tables and forms in jsdom take 10–40 s per journey on a busy 2-core machine; a timeout is not a verdict.
          testTimeout: 90_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // PGlite in WebAssembly and short-lived workers: V8's baseline compilers only (tests/support/node-flags.ts).
          execArgv: testProcessNodeFlags(),
          env: smallPglite,
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          // Files share a worker's module graph: each builds its own app (buildApp holds all state, nothing is
          // a module singleton) on its own database, and the server's modules and PGlite's WebAssembly are
          // loaded once per worker instead of once per file (PGlite run: 92 → 48 CPU-s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          env: smallPglite,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // Two files at a time, each with its own server, browser contexts, SMTP catcher and SMS receiver. Not
          // three: the journeys keep both cores busy (three took 276 s where two took 247, with 19 CPU-s idle).
          fileParallelism: true,
          // Files share a worker's module graph (playwright-core, the helpers) and its Chromium (workerBrowser):
          // loaded and launched once per worker, not per file. Nothing else of a file outlives it: its stack (server,
          // contexts, catchers) is stopped in its afterAll.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          environment: 'node',
          // As for the server project: the hostile file's in-process PGlite and the load generators.
          execArgv: testProcessNodeFlags(),
          env: smallPglite,
          include: ['tests/reliability/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Three files at a time: most of a file is waiting (outbox drains, a killed process's 60 s mail claim,
          // an SMTP outage), and every file has its own server, data directory, SMTP catcher and ports. Two left
          // 45 of 205 machine CPU-s idle (about 100 s); three leave 7 (81 s, the same CPU-s); four gain nothing more.
          // The full run (FULL=1) keeps two, so that its load figures are not taken beside two other files.
          fileParallelism: true,
          maxWorkers: process.env.FULL === '1' ? 2 : 3,
          // As for e2e: modules loaded once per worker; a file's servers, catchers and clusters end in its afterAll.
          isolate: false,
        },
      },
    ],
  },
});
