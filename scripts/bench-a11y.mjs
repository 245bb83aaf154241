#!/usr/bin/env node
// npm run bench:a11y — builds the SPA and the server bundle, serves the build as `npm start` does and runs
// Lighthouse's accessibility category (Debian's Chromium, mobile preset) on every public route of the app's route
// table (scripts/route-chunks.mjs: PUBLIC_PATHS), printing each route's score and the audits it fails. The goal is
// 1.00 on every route (docs/accessibility.md); it exits 1 when a route scores less, and writes the figures to
// bench-results/a11y.json.
// Options: --no-build (reuse dist and the server bundle), --routes=/login,/explorer (narrow the run; a path may carry
// its query), --json=<file>.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { publicRoutes } from './route-chunks.mjs';
import { buildSpa, exampleQueries, launchChrome, root, startBuiltServer } from './bench-server.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

if (!args.includes('--no-build')) buildSpa();
const { origin, stop } = await startBuiltServer();
const queries = await exampleQueries(origin);
const routes = publicRoutes(join(root, 'src')).map(({ path }) => `${path}${queries[path] ?? ''}`);
// A path named without its query gets the example one.
const selected =
  option('routes')
    ?.split(',')
    .map((wanted) =>
      wanted.includes('?') ? wanted : (routes.find((route) => route.split('?')[0] === wanted) ?? wanted),
    ) ?? routes;

/** The audits that cost the score: each with the elements it names. */
function failing(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      nodes: (audit.details?.items ?? []).map((item) => item.node?.snippet ?? item.node?.selector ?? '').slice(0, 5),
    }));
}

const results = [];
const chrome = await launchChrome();
try {
  for (const route of selected) {
    const runner = await lighthouse(`${origin}/#${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    const { lhr } = runner;
    const row = { route, score: lhr.categories.accessibility.score, failing: failing(lhr) };
    results.push(row);
    console.log(`${route.padEnd(40)} ${row.score.toFixed(2)}${row.failing.length ? '' : '  no failing audit'}`);
    for (const audit of row.failing) {
      console.log(`  ✗ ${audit.id}: ${audit.title}`);
      for (const node of audit.nodes) console.log(`      ${node}`);
    }
  }
} finally {
  await chrome.kill();
  await stop();
}

const below = results.filter((row) => row.score < 1);
console.log(`\n${results.length - below.length} of ${results.length} public routes score 1.00.`);
const outFile = option('json') ?? join(root, 'bench-results', 'a11y.json');
mkdirSync(join(outFile, '..'), { recursive: true });
writeFileSync(outFile, `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`written to ${outFile}`);
process.exitCode = below.length ? 1 : 0;
