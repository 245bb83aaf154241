import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeKeyFile } from '../../server/src/modules/chain/keys';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt } from '../../scripts/build-server.mjs';
import { buildSpa, spaBuildReason } from '../../scripts/spa-build.mjs';
import { freePort, waitUntil } from './free-port.mjs';
import { seededSourcesHash } from './seed-sources';

export const repoRoot = new URL('../..', import.meta.url).pathname;

/**
 * Builds the SPA unless dist/ was built from exactly the current sources (the e2e runs serve the real production
 * build). A build that fails fails the run: the journeys never run against an older dist/.
 */
export function ensureSpaBuilt(): void {
  if (!spaBuildReason(repoRoot)) return;
  const status = buildSpa(repoRoot, { logLevel: 'warn' });
  if (status !== 0) throw new Error(`vite build failed (exit ${status}): see its output above`);
}

/**
 * Spawns a server process and resolves once it answers `GET /health` on `port`; rejects with the end of its output
 * if it exits first. Its stdout and stderr are appended to `logs` (the last 2,000 chunks).
 */
export async function spawnUntilHealthy(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; port: number; logs: string[]; timeoutMs?: number },
): Promise<ChildProcess> {
  const { logs, port } = options;
  const started = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    logs.push(chunk.toString('utf8'));
    if (logs.length > 2000) logs.shift();
  };
  started.stdout?.on('data', keep);
  started.stderr?.on('data', keep);
  const exited = new Promise<never>((_, reject) =>
    started.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before it was healthy:\n${logs.join('').slice(-4000)}`)),
    ),
  );
  // An exit after /health answered is not an error of the start.
  exited.catch(() => undefined);
  try {
    await Promise.race([
      waitUntil(
        async () => {
          try {
            // A hung server (crash and outage tests) must not stall the probe.
            return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) })).ok;
          } catch {
            return false;
          }
        },
        options.timeoutMs ?? 120_000,
        'the server to answer /health',
      ),
      exited,
    ]);
  } catch (error) {
    // A server that never became healthy does not outlive its test.
    if (started.exitCode === null && started.signalCode === null) started.kill('SIGKILL');
    throw error;
  }
  return started;
}

export interface AppProcess {
  url: string;
  port: number;
  dataDir: string;
  logs: string[];
  /** Graceful stop (SIGTERM), waiting for exit. */
  stop: () => Promise<void>;
  /** SIGKILL, no cleanup — for crash tests. */
  kill: () => Promise<void>;
  /** The running server's process id, if it runs. */
  pid: () => number | undefined;
  /** Starts again on the same port, data dir and environment. */
  restart: () => Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  keepDataDir?: boolean;
}

/** The environment a test server reads: the caller's, development by default, the given settings over both. */
function serverSettings(env: Record<string, string> = {}): Record<string, string | undefined> {
  const settings: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'development', ...env };
  // Production refuses to start without a ledger key outside DATA_DIR (D12): one shared by the test servers.
  if (settings.NODE_ENV === 'production' && !settings.LEDGER_KEY_FILE) settings.LEDGER_KEY_FILE = testLedgerKey();
  return settings;
}

/** A ledger key for production test servers, outside every DATA_DIR. */
function testLedgerKey(): string {
  const file = join(tmpdir(), 'xq-test-ledger-key', 'ledger.key');
  if (!existsSync(file)) {
    try {
      writeKeyFile(file, 'e2e.xingqiao-chain.example.com/ledger');
    } catch {
      // another run made it meanwhile
    }
  }
  return file;
}

/** The settings that decide what a first start writes (the seed reads no others): production or not, the admin. */
function firstStartSettings(env: Record<string, string> = {}): string {
  const settings = serverSettings(env);
  return JSON.stringify([settings.NODE_ENV, settings.ADMIN_USERNAME ?? '', settings.ADMIN_PASSWORD ?? '']);
}

/** What a first start writes into DATA_DIR depends on: the server's sources (seed-sources.ts) and its settings. */
function dataTemplateKey(env: Record<string, string> = {}): string {
  return createHash('sha256').update(seededSourcesHash()).update(firstStartSettings(env)).digest('hex').slice(0, 16);
}

/**
 * A new DATA_DIR as a first start with these settings leaves it. Creating PGlite's database (initdb in WebAssembly,
 * migrations, seed) costs about twice what opening a copy does: the first call starts and stops a server once on
 * an empty directory, kept in the system temp directory as the template (one per first-start settings: development,
 * or production with its admin), and every start gets a copy.
 */
async function newDataDirFromTemplate(env: Record<string, string>): Promise<string> {
  const template = await prepareDataTemplate(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'xq-app-'));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Makes the first-start template for `env` if it is missing (see newDataDirFromTemplate); returns its directory. */
export async function prepareDataTemplate(env: Record<string, string> = {}): Promise<string> {
  const template = join(tmpdir(), `xq-data-template-${dataTemplateKey(env)}`);
  if (!existsSync(template)) {
    const first = await startApp({ env, keepDataDir: true, fromTemplate: false });
    await first.stop();
    try {
      renameSync(first.dataDir, template);
    } catch {
      rmSync(first.dataDir, { recursive: true, force: true }); // another run made it meanwhile
    }
  }
  return template;
}

/** Runs the server bundle (what `npm start` runs) on a free 127.0.0.1 port with its own DATA_DIR. */
export async function startApp(options: StartOptions & { fromTemplate?: boolean } = {}): Promise<AppProcess> {
  const port = await freePort();
  const settings = serverSettings(options.env);
  // A copy of a template wherever a first start on PGlite would create exactly that (the template of its settings).
  const fromTemplate = options.fromTemplate !== false && !options.dataDir && !settings.DATABASE_URL;
  const dataDir =
    options.dataDir ??
    (fromTemplate ? await newDataDirFromTemplate(options.env ?? {}) : mkdtempSync(join(tmpdir(), 'xq-app-')));
  const logs: string[] = [];
  const env = serverSettings({
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: join(repoRoot, 'dist'),
    LOG_LEVEL: 'warn',
    // Production builds mailed links from PUBLIC_URL only (and refuses to start without it): the address served.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  });
  // As `npm start` runs it: one node process on the server bundle, so `kill()` really crashes the server.
  const args = [await ensureServerBuilt({ quiet: true })];
  let child: ChildProcess | null = null;

  const launch = async () => {
    child = await spawnUntilHealthy(process.execPath, args, { cwd: repoRoot, env, port, logs });
  };

  const waitExit = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill(signal);
    });

  await launch();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    logs,
    stop: async () => {
      await waitExit('SIGTERM');
      if (!options.keepDataDir && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => waitExit('SIGKILL'),
    pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
    restart: async () => {
      await waitExit('SIGTERM');
      await launch();
    },
  };
}
