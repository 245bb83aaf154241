#!/usr/bin/env node
// npm run bench:web — builds the SPA and the server bundle, runs the server as `npm start` runs it (the built SPA
// from the same port: precompressed files, cache headers, the CSP of the inline scripts; a development DATA_DIR so
// the explorer has blocks and the demo accounts exist) and runs Lighthouse (Debian's Chromium) on every public
// route of the app's route table (scripts/route-chunks.mjs: PUBLIC_PATHS), three runs each, and prints the median
// performance, LCP, TBT and CLS per route with its first-load JS (gzip, from Vite's manifest) and which budgets
// are met. It never fails on a budget: it prints figures and writes them to bench-results/web.json.
// Options: --no-build (reuse dist and the server bundle), --runs=N (default 3), --routes=/login,/explorer (narrow
// the run; a path may carry its query), --presets=mobile,desktop (default mobile), --json=<file>, --details (the
// LCP element, scripts with timings, failing audits of the median run), --compare=<dir> (another build, e.g. an
// older commit's dist, served by a second server: each run of this build is followed at once by a run of that one,
// so both see the same machine; its rows are marked "compare" and carry no first-load figure).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildSpa, exampleQueries, launchChrome, root, startBuiltServer } from './bench-server.mjs';
import { firstLoadGzip, JS_BUDGETS, publicRoutes, readManifest } from './route-chunks.mjs';

const srcDir = join(root, 'src');
const dist = join(root, 'dist');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 3);
const PRESETS = (option('presets') ?? 'mobile').split(',');

/** The goals (docs/benchmarks.md "Page loading"); the byte budgets are the size-budget test's. */
const BUDGETS = {
  homeJs: JS_BUDGETS.home,
  routeJs: JS_BUDGETS.route,
  performance: 0.95,
  lcpMs: 1500,
  homeLcpMs: 1000,
  tbtMs: 150,
  cls: 0.02,
};

if (!args.includes('--no-build')) buildSpa();
const manifest = readManifest(dist);
const compareDir = option('compare');
const { origin, stop: stopMain } = await startBuiltServer();
const compare = compareDir ? await startBuiltServer({ staticDir: compareDir }) : undefined;
const stopServer = async () => {
  await stopMain();
  await compare?.stop();
};
const queries = await exampleQueries(origin).catch(async (error) => {
  await stopServer();
  throw error;
});
const builds = [{ build: 'this', origin }, ...(compare ? [{ build: 'compare', origin: compare.origin }] : [])];
const routes = publicRoutes(srcDir).map(({ path, modules }) => ({
  path,
  url: `${path}${queries[path] ?? ''}`,
  js: firstLoadGzip(manifest, root, dist, modules),
}));
const only = option('routes')?.split(',');
const selected = only
  ? only.map((wanted) => {
      const [path, query] = wanted.split('?');
      const route = routes.find((item) => item.path === path);
      if (!route) throw new Error(`--routes: ${path} is not a public route (${routes.map((r) => r.path).join(' ')})`);
      return query === undefined ? route : { ...route, url: wanted };
    })
  : routes;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The main thread's CPU time in the run's trace (thread time, which a busy host stretches far less than wall time),
 * and the blocking time its tasks after the first contentful paint give at Lighthouse's 4x slowdown (4 × CPU time
 * − 50 ms each): an estimate of what an idle host would measure, to compare two builds on a shared machine.
 */
function cpuFigures(events = []) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return {};
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid);
  let cpu = 0;
  let blocking = 0;
  for (const task of events) {
    if (task.pid !== navigation.pid || task.tid !== navigation.tid || task.ph !== 'X' || task.name !== 'RunTask')
      continue;
    if (task.ts < navigation.ts) continue;
    const ms = (task.tdur ?? 0) / 1000;
    cpu += ms;
    if (fcp && task.ts >= fcp.ts) blocking += Math.max(0, 4 * ms - 50);
  }
  return { cpuMs: Math.round(cpu), cpuTbtMs: Math.round(blocking) };
}

function figures(lhr) {
  return {
    performance: lhr.categories.performance.score,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
    // Lighthouse's measure of the host's CPU speed at that run: simulated TBT is the observed main-thread tasks
    // times four, so a slower or busier host (lower index) gives a higher TBT for the same page.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
  };
}

function details(lhr) {
  return {
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    scripts: (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .map(
        (item) =>
          `${new URL(item.url).pathname} ${Math.round(item.networkRequestTime)}→${Math.round(item.networkEndTime)} ms`,
      ),
    mainThread: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 6)
      .map((item) => `${item.url} ${Math.round(item.total)} ms`),
    // Where the main thread's time went (script evaluation, style and layout, parsing …) and the longest tasks,
    // with their start: TBT counts the part over 50 ms of every task between the first paint and interactive.
    work: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map(
      (item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`,
    ),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 10)
      .map((item) => `${Math.round(item.startTime)} +${Math.round(item.duration)} ms ${item.url}`),
    paints: ['first-contentful-paint', 'largest-contentful-paint', 'interactive'].map(
      (id) => `${id} ${Math.round(lhr.audits[id]?.numericValue ?? 0)} ms`,
    ),
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'numeric')
      .map((audit) => `${audit.id}: ${audit.displayValue ?? ''}`),
  };
}

/** The median figures of one route's runs on one build, and the details of its median run. */
function summary(route, preset, build, runs) {
  // The median run by performance score (its own LCP/TBT/CLS), and the median of each metric.
  const byScore = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    route: route.url,
    path: route.path,
    preset,
    build,
    runs: runs.length,
    firstLoadJsGzip: build === 'this' ? route.js.bytes : undefined,
    firstLoadFiles: build === 'this' ? route.js.files.length : undefined,
    performance: median(runs.map((item) => item.performance)),
    lcpMs: median(runs.map((item) => item.lcpMs)),
    tbtMs: median(runs.map((item) => item.tbtMs)),
    cls: median(runs.map((item) => item.cls)),
    cpuMs: median(runs.map((item) => item.cpuMs ?? 0)),
    cpuTbtMs: median(runs.map((item) => item.cpuTbtMs ?? 0)),
    each: runs.map(({ performance, lcpMs, tbtMs, cls, benchmarkIndex, load, cpuMs, cpuTbtMs }) => ({
      performance,
      lcpMs,
      tbtMs,
      cls,
      benchmarkIndex,
      load,
      cpuMs,
      cpuTbtMs,
    })),
    finalUrl: byScore.finalUrl,
    details: args.includes('--details') ? details(byScore.lhr) : undefined,
  };
}

const results = [];
const chrome = await launchChrome();
try {
  for (const route of selected) {
    for (const preset of PRESETS) {
      const runs = new Map(builds.map(({ build }) => [build, []]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const { build, origin: buildOrigin } of builds) {
          const runner = await lighthouse(
            `${buildOrigin}/#${route.url}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          runs.get(build).push({
            ...figures(runner.lhr),
            ...cpuFigures(runner.artifacts?.Trace?.traceEvents),
            load: Number(loadavg()[0].toFixed(2)),
            lhr: runner.lhr,
          });
        }
      }
      for (const { build } of builds) {
        const row = summary(route, preset, build, runs.get(build));
        results.push(row);
        console.log(
          `${row.route}  ${preset}${build === 'compare' ? '  compare' : ''}  perf ${row.performance.toFixed(2)}  ` +
            `LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  main-thread CPU ${row.cpuMs} ms, its TBT ${row.cpuTbtMs} ms  (load ${row.each.map((item) => item.load).join('/')}, ` +
            `benchmarkIndex ${row.each.map((item) => item.benchmarkIndex).join('/')})`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  await stopServer();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const isHome = (path) => path === '/index';
function verdicts(row) {
  const jsBudget = isHome(row.path) ? BUDGETS.homeJs : BUDGETS.routeJs;
  const misses = [];
  if (row.firstLoadJsGzip !== undefined && row.firstLoadJsGzip > jsBudget) misses.push(`JS > ${kb(jsBudget)}`);
  if (row.preset === 'mobile') {
    if (row.performance < BUDGETS.performance) misses.push(`perf < ${BUDGETS.performance}`);
    const lcp = isHome(row.path) ? BUDGETS.homeLcpMs : BUDGETS.lcpMs;
    if (row.lcpMs > lcp) misses.push(`LCP > ${lcp / 1000} s`);
    if (row.tbtMs > BUDGETS.tbtMs) misses.push(`TBT > ${BUDGETS.tbtMs} ms`);
    if (row.cls > BUDGETS.cls) misses.push(`CLS > ${BUDGETS.cls}`);
  }
  return misses;
}

console.log('');
console.log(
  `Lighthouse ${PRESETS.join('/')}, median of ${RUNS} runs. Budgets: first-load JS (gzip) home ≤ ${kb(BUDGETS.homeJs)}, ` +
    `other routes ≤ ${kb(BUDGETS.routeJs)}; perf ≥ ${BUDGETS.performance}, LCP ≤ ${BUDGETS.lcpMs / 1000} s ` +
    `(home ≤ ${BUDGETS.homeLcpMs / 1000} s), TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}.`,
);
console.log('route                                   preset  first-load JS  perf  LCP      TBT      CLS     budgets');
let met = 0;
for (const row of results) {
  const misses = verdicts(row);
  if (misses.length === 0) met += 1;
  console.log(
    [
      row.route.slice(0, 39).padEnd(39),
      (row.build === 'compare' ? 'compare' : row.preset).padEnd(7),
      (row.firstLoadJsGzip === undefined ? '—' : kb(row.firstLoadJsGzip)).padEnd(14),
      row.performance.toFixed(2).padEnd(5),
      `${(row.lcpMs / 1000).toFixed(2)} s`.padEnd(8),
      `${row.tbtMs} ms`.padEnd(8),
      String(row.cls).padEnd(7),
      misses.length ? `MISSED: ${misses.join(', ')}` : 'met',
    ].join(' '),
  );
}
console.log(`\n${met} of ${results.length} rows meet every budget.`);
if (args.includes('--details'))
  console.log(
    JSON.stringify(
      results.map(({ route, preset, build, details: d }) => ({ route, preset, build, ...d })),
      null,
      2,
    ),
  );

const json = results.map(({ details: d, ...row }) => ({ ...row, misses: verdicts(row), details: d }));
const outFile = option('json') ?? join(root, 'bench-results', 'web.json');
mkdirSync(join(outFile, '..'), { recursive: true });
writeFileSync(
  outFile,
  `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, budgets: BUDGETS, results: json }, null, 2)}\n`,
);
console.log(`written to ${outFile}`);
