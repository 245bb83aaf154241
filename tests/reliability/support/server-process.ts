import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitUntil } from '../../support/free-port';

export const repoRoot = new URL('../../..', import.meta.url).pathname;

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  logs: string[];
  /** The pid of the server itself (the process that listens and holds the database). */
  pid(): number | undefined;
  /** Graceful stop (SIGTERM), waiting for exit. */
  stop(): Promise<void>;
  /** SIGKILL of the server process itself, no cleanup. */
  kill(): Promise<void>;
  /** Starts again on the same port, DATA_DIR and environment. */
  restart(): Promise<void>;
}

/**
 * The production server entry, like tests/support/app-process.ts, but run as ONE process
 * (`node --import tsx server/src/server.ts`): the `tsx` CLI forks a child node process, so SIGKILL of the CLI
 * leaves the real server running as an orphan — useless for a crash test.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'xq-rel-'));
  const logs: string[] = [];
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: join(repoRoot, 'dist'),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  let child: ChildProcess | null = null;

  const launch = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
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
    exited.catch(() => undefined);
    await Promise.race([
      waitUntil(
        async () => {
          try {
            return (await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) })).ok;
          } catch {
            return false;
          }
        },
        120_000,
        'the server to answer /health',
      ),
      exited,
    ]);
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
    pid: () => child?.pid,
    stop: async () => {
      await waitExit('SIGTERM');
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => waitExit('SIGKILL'),
    restart: async () => {
      await waitExit('SIGTERM');
      await launch();
    },
  };
}
