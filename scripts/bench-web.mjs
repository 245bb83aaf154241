#!/usr/bin/env node
// npm run bench:web — builds the SPA, serves dist (gzip, like production) on a free port and runs Lighthouse
// (mobile and desktop presets) on the marketing pages. Prints per route: first-load JS (gzip bytes of every
// script the page fetched while loading), performance, LCP, TBT, CLS, accessibility and SEO.
// Options: --no-build (reuse dist), --json=<file> (also write the figures as JSON), --details (LCP element,
// scripts with timings, failing audits), --routes=/#/a,/#/b and --presets=mobile to narrow the run.
// Targets: /#/index first-load JS ≤ 150 KB gzip; mobile performance ≥ 0.95, LCP ≤ 2.0 s, TBT ≤ 150 ms,
// CLS ≤ 0.02; accessibility ≥ 95.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const args = process.argv.slice(2);
const jsonOut = args.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
const listArg = (name, fallback) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',') ?? fallback;
const ROUTES = listArg('routes', ['/#/index', '/#/solution?id=1', '/#/digitalCollection']);
const PRESETS = listArg('presets', ['mobile', 'desktop']);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

if (!args.includes('--no-build')) {
  console.log('building…');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);
const gzipCache = new Map();

/** A tiny production-like static server: gzip, long cache for hashed assets, index.html for the rest. */
const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist)) throw new Error('outside dist');
    const info = await stat(file).catch(() => null);
    if (!info || info.isDirectory()) {
      // Hash routing: only the root serves the app; a missing file (robots.txt, an old asset) is a real 404.
      if (url.pathname !== '/' && url.pathname !== '/index.html') throw new Error('missing');
      file = join(dist, 'index.html');
    }
    const ext = extname(file);
    let body = await readFile(file);
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    headers['Cache-Control'] = file.includes(`${join(dist, 'assets')}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(body, { level: 9 }));
      body = gzipCache.get(file);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    response.writeHead(200, headers).end(body);
  } catch {
    response.writeHead(404).end('not found');
  }
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;
console.log(`serving dist on ${origin}`);

/** gzip bytes of the scripts a page fetched during its load (measured on the built files). */
async function firstLoadJs(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = [...new Set(items.filter((item) => item.resourceType === 'Script').map((item) => item.url))];
  let total = 0;
  for (const url of scripts) {
    const path = new URL(url).pathname;
    if (!path.endsWith('.js')) continue;
    const body = await readFile(resolve(dist, `.${path}`)).catch(() => null);
    if (body) total += gzipSync(body).length;
  }
  return { bytes: total, files: scripts.length };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const results = [];
try {
  for (const route of ROUTES) {
    for (const preset of PRESETS) {
      const url = `${origin}${route}`;
      const runner = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = runner.lhr;
      const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl ?? url;
      if (/#\/404\b/.test(finalUrl)) {
        results.push({ route, preset, skipped: 'answers 404 in the app (page not built yet)' });
        break;
      }
      const js = await firstLoadJs(lhr);
      results.push({
        route,
        preset,
        firstLoadJsGzip: js.bytes,
        scripts: js.files,
        performance: lhr.categories.performance.score,
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        details: args.includes('--details')
          ? {
              lcpElement:
                lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
              scripts: (lhr.audits['network-requests']?.details?.items ?? [])
                .filter((item) => item.resourceType === 'Script')
                .map(
                  (item) =>
                    `${new URL(item.url).pathname} ${Math.round(item.networkRequestTime)}→${Math.round(item.networkEndTime)} ms`,
                ),
              failing: Object.values(lhr.audits)
                .filter(
                  (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
                )
                .map((audit) => ({
                  id: audit.id,
                  nodes: (audit.details?.items ?? []).slice(0, 6).map((item) => item.node?.snippet ?? item.url ?? ''),
                })),
            }
          : undefined,
        failedAccessibilityAudits: Object.values(lhr.audits)
          .filter((audit) =>
            lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .filter((audit) => audit.score !== null && audit.score < 1)
          .map((audit) => audit.id),
      });
    }
  }
} finally {
  await chrome.kill();
  server.close();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('');
console.log('route                      preset   first-load JS (gzip)  perf  LCP      TBT     CLS     a11y  SEO');
for (const row of results) {
  if (row.skipped) {
    console.log(`${row.route.padEnd(26)} ${'-'.padEnd(8)} skipped: ${row.skipped}`);
    continue;
  }
  console.log(
    [
      row.route.padEnd(26),
      row.preset.padEnd(8),
      `${kb(row.firstLoadJsGzip)} (${row.scripts} files)`.padEnd(21),
      row.performance.toFixed(2).padEnd(5),
      `${(row.lcpMs / 1000).toFixed(2)} s`.padEnd(8),
      `${row.tbtMs} ms`.padEnd(7),
      String(row.cls).padEnd(7),
      String(row.accessibility).padEnd(5),
      String(row.seo),
    ].join(' '),
  );
  if (row.failedAccessibilityAudits.length)
    console.log(`${''.padEnd(27)}accessibility audits below 1: ${row.failedAccessibilityAudits.join(', ')}`);
}
if (args.includes('--details'))
  console.log(
    JSON.stringify(
      results.map(({ route, preset, details }) => ({ route, preset, details })),
      null,
      2,
    ),
  );
if (jsonOut) await writeFile(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
