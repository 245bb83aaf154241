/**
 * Backups on PGlite with the server running: `npm run db:backup` asks the running server for the copy
 * (SIGUSR2; only one process may open DATA_DIR/pglite) while leads keep arriving and being answered; the archive,
 * restored with `npm run db:restore` into an empty DATA_DIR, holds every lead acknowledged before the backup began.
 * (PostgreSQL's pg_dump / pg_restore, and a server on the restored data: tests/server/backup.test.ts.)
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '../support/app-process';
import { emptyStats, runLoad } from './support/load';
import { startServer, type ServerProcess } from './support/server-process';
import { readStored, removeDir } from './support/stack';

const run = promisify(execFile);
const dirs: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop().catch(() => undefined);
  for (const dir of dirs) removeDir(dir);
});

/** `npm run db:backup` / `db:restore` as the operator runs them (the same entry, without npm's banner). */
function cli(args: string[], dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', 'server/src/cli/db-backup.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
  });
}

it('PGlite: a backup taken while the server answers leads, restored into an empty DATA_DIR, holds every lead acknowledged before it', async () => {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-backup-dst-'));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-backup-out-'));
  // A new DATA_DIR as a first start leaves it (a copy of the run's first-start template), kept for the checks below.
  const server = await startServer({ env: { RATE_LIMIT_LEADS_PER_MIN: '1000000', SMTP_URL: '' }, keepDataDir: true });
  const source = server.dataDir;
  dirs.push(source, target, out);
  servers.push(server);
  const runId = `B${Date.now().toString(36)}`;
  const stats = emptyStats();
  let acknowledgedBefore = new Set<string>();
  let archive = '';
  const load = runLoad({ url: server.url, connections: 4, durationMs: 4_000, runId, pauseMs: 20 }, stats);
  const backup = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    acknowledgedBefore = new Set(stats.acknowledged);
    const { stdout } = await cli(['backup', '--out', out], source);
    archive = /Backup written: (\S+)/.exec(stdout)?.[1] ?? '';
  })();
  await Promise.all([load, backup]);
  // The server answered every lead while it copied its database.
  expect({
    errors: stats.serverErrors + stats.timeouts + stats.connectionErrors,
    other: [...stats.otherAnswers],
  }).toEqual({ errors: 0, other: [] });
  expect(acknowledgedBefore.size).toBeGreaterThan(0);
  expect(fs.readdirSync(out)).toEqual([path.basename(archive)]);
  expect(fs.existsSync(path.join(source, 'backup-request.json'))).toBe(false);
  await server.stop();

  const restored = await cli(['restore', archive], target);
  expect(restored.stdout).toContain('Row counts match the manifest');
  const stored = await readStored({ kind: 'pglite', dataDir: target, app: server }, runId);
  expect([...acknowledgedBefore].filter((marker) => !stored.leads.has(marker))).toEqual([]);
  expect(stored.leadRows).toBe(stored.leads.size);
});
