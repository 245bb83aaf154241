// The pieces the Lighthouse benchmarks share: building the SPA, serving the build as `npm start` does (the built SPA
// from the same port, a development DATA_DIR so the explorer has blocks and the demo accounts exist) and reading
// example queries for the pages that show content only with one.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt } from './build-server.mjs';
import { chromiumPath } from './chromium-path.mjs';
import { buildSpa as buildSpaInto } from './spa-build.mjs';
import { freePort } from '../tests/support/free-port.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** Chromium's flags for a Lighthouse run on this machine. */
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Chromium for Lighthouse (scripts/chromium-path.mjs), with those flags. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
}

/** `vite build` as production (scripts/spa-build.mjs); exits the process when it fails. */
export function buildSpa() {
  console.log('building the SPA…');
  const status = buildSpaInto(root, { logLevel: 'warn' });
  if (status !== 0) process.exit(status);
}

/**
 * Starts the server bundle on a free port over a fresh data directory; resolves once /health answers. `staticDir`
 * serves another build than dist (another commit's, to compare the two side by side).
 */
export async function startBuiltServer({ staticDir = dist } = {}) {
  const serverBundle = await ensureServerBuilt({ quiet: true });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'xq-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      SMTP_URL: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', () => server.kill('SIGTERM'));
  // A shared, busy machine can take minutes to start it.
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not answer /health within 5 minutes');
    const healthy = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  console.log(`serving ${staticDir} on ${origin}`);
  return { origin, stop };
}

/** A page that shows something only with a query gets a real one, read from the running server. */
export async function exampleQueries(origin) {
  const api = async (path) => {
    const response = await fetch(`${origin}/shangchain/bsnApi${path}`);
    return (await response.json()).data;
  };
  const queries = {
    '/solution': '?id=1',
    '/product': '?id=2',
    '/cases': '?type=1',
    '/trace': '?batch=XQ-SAMPLE-0001',
    '/articlelist': '?nav=5',
  };
  try {
    const news = await api('/portal/news/list?currPage=1&limit=1&nav=5');
    const article = news?.list?.[0];
    if (article) queries['/articledetail'] = `?id=${article.id}&nav=5`;
    const blocks = await api('/portal/chain/blocks?currPage=1&limit=1');
    const block = blocks?.list?.[0] ?? blocks?.records?.[0];
    const height = block?.height ?? block?.number ?? 1;
    queries['/explorer/block'] = `?height=${height}`;
    const detail = await api(`/portal/chain/block?height=${height}`);
    const tx = detail?.transactions?.[0] ?? detail?.txs?.[0];
    const hash = tx?.hash ?? tx?.txHash;
    if (hash) queries['/explorer/tx'] = `?hash=${hash}`;
  } catch (error) {
    console.warn(`no example block or transaction: ${error instanceof Error ? error.message : error}`);
  }
  return queries;
}
