/**
 * PGlite's side of backups: a copy of the data directory taken while PGlite runs nothing (inside one of its
 * transactions, after a CHECKPOINT), which PostgreSQL recovers like a crash image. Only one process may open the
 * directory, so while the server runs, it makes the copy itself: the backup command signals it (SIGUSR2, pid in
 * DATA_DIR/server.pid) and waits; the server's queries wait during the copy. With the server stopped, the command
 * opens the directory itself. A restore needs the server stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config';
import { createPglite, type DatabaseLocation } from '../client';
import type { BackupDriver } from './driver';
import { copyTree, isEmptyDir, RestoreRefused, snapshotOf, stamp, type Query, type Snapshot } from './format';

const PGLITE_DIR = 'pglite';
/** Written by the server on PGlite so that `db:backup` can ask it for a copy. */
const SERVER_PID_FILE = 'server.pid';
const REQUEST_FILE = 'backup-request.json';
const SERVER_ANSWER_TIMEOUT_MS = 10 * 60_000;

/**
 * The PGlite data directory copied to `target` while PGlite runs nothing (every query and transaction of the
 * client waits for this one), with the row counts of that same moment.
 */
async function snapshotPglite(client: PGlite, dataDir: string, target: string): Promise<Snapshot> {
  await client.exec('CHECKPOINT');
  // Inside the transaction every other query of this client waits; its own queries go through `tx`.
  return client.transaction(async (tx) => {
    const query: Query = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
    const snapshot = await snapshotOf(query);
    await copyTree(dataDir, target);
    return snapshot;
  });
}

/**
 * The server's side of a PGlite backup (SIGUSR2): reads DATA_DIR/backup-request.json, copies the data directory
 * where it asks, and answers with ready.json (or error.json) there.
 */
async function answerBackupRequest(client: PGlite, config: Pick<Config, 'dataDir'>): Promise<void> {
  const request = JSON.parse(await fs.promises.readFile(path.join(config.dataDir, REQUEST_FILE), 'utf8')) as {
    target: string;
  };
  const target = path.resolve(request.target);
  // Written whole, then renamed: the waiting command never reads half an answer.
  const answer = async (name: string, value: unknown) => {
    await fs.promises.writeFile(path.join(target, `${name}.tmp`), JSON.stringify(value));
    await fs.promises.rename(path.join(target, `${name}.tmp`), path.join(target, name));
  };
  try {
    await answer(
      'ready.json',
      await snapshotPglite(client, path.join(config.dataDir, PGLITE_DIR), path.join(target, PGLITE_DIR)),
    );
  } catch (error) {
    await answer('error.json', { error: String(error) });
    throw error;
  }
}

/** The pid of a running server on this DATA_DIR (PGlite), or null. */
export function runningServer(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, SERVER_PID_FILE), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
    // A stale file's pid may belong to another program by now: signal only a server entry.
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /server\.(ts|js|mjs)/.test(command) ? pid : null;
  } catch {
    return null;
  }
}

/** Marks this process as the server of DATA_DIR (PGlite) until it ends; answers backup requests on SIGUSR2. */
export function serveBackupRequests(
  client: PGlite,
  config: Pick<Config, 'dataDir'>,
  log: (error: unknown) => void,
): () => void {
  const pidFile = path.join(config.dataDir, SERVER_PID_FILE);
  fs.writeFileSync(pidFile, String(process.pid));
  const onSignal = () => {
    answerBackupRequest(client, config).catch(log);
  };
  process.on('SIGUSR2', onSignal);
  return () => {
    process.off('SIGUSR2', onSignal);
    fs.rmSync(pidFile, { force: true });
  };
}

async function waitForServer(target: string, pid: number): Promise<Snapshot> {
  const started = Date.now();
  for (;;) {
    if (fs.existsSync(path.join(target, 'ready.json')))
      return JSON.parse(await fs.promises.readFile(path.join(target, 'ready.json'), 'utf8'));
    if (fs.existsSync(path.join(target, 'error.json')))
      throw new Error(
        `the server could not copy the database: ${await fs.promises.readFile(path.join(target, 'error.json'), 'utf8')}`,
      );
    if (Date.now() - started > SERVER_ANSWER_TIMEOUT_MS)
      throw new Error(
        `the server (pid ${pid}) did not answer the backup request within ${SERVER_ANSWER_TIMEOUT_MS / 60_000} minutes`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks the running server `pid` for the copy and waits for its answer. */
async function snapshotByServer(dataDir: string, staging: string, pid: number): Promise<Snapshot> {
  await fs.promises.writeFile(path.join(dataDir, REQUEST_FILE), JSON.stringify({ target: staging }));
  process.kill(pid, 'SIGUSR2');
  try {
    return await waitForServer(staging, pid);
  } finally {
    await fs.promises.rm(path.join(dataDir, REQUEST_FILE), { force: true });
    await fs.promises.rm(path.join(staging, 'ready.json'), { force: true });
  }
}

/**
 * PGlite under DATA_DIR/pglite. `client`: the caller's own open PGlite of that directory (tests); without it, the
 * running server makes the copy, or with none running, this process opens the directory itself.
 */
export function pgliteBackup(
  location: Pick<DatabaseLocation, 'dataDir' | 'pgliteSharedBuffersMb'>,
  client?: PGlite,
): BackupDriver {
  const directory = path.join(location.dataDir, PGLITE_DIR);
  return {
    kind: 'pglite',
    async snapshot(staging) {
      const target = path.join(staging, PGLITE_DIR);
      if (client) return snapshotPglite(client, directory, target);
      const pid = runningServer(location.dataDir);
      if (pid) return snapshotByServer(location.dataDir, staging, pid);
      const own = await createPglite(directory, { sharedBuffersMb: location.pgliteSharedBuffersMb });
      try {
        return await snapshotPglite(own, directory, target);
      } finally {
        await own.close();
      }
    },
    async restore(staging, { force }) {
      if (runningServer(location.dataDir))
        throw new RestoreRefused(
          `a server is running on ${location.dataDir} (pid in ${SERVER_PID_FILE}): stop it first`,
        );
      if (!(await isEmptyDir(directory))) {
        if (!force) throw new RestoreRefused(`${directory} is not empty (--force moves it aside)`);
        await fs.promises.rename(directory, `${directory}.replaced-${stamp(new Date())}`);
      }
      await fs.promises.rm(directory, { recursive: true, force: true });
      await fs.promises.rename(path.join(staging, PGLITE_DIR), directory);
    },
  };
}
