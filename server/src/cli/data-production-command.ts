/**
 * What `npm run data:production` does, as a function of its environment (the entry, data-production.ts, only wires
 * it to the process): opens the database of DATA_DIR / DATABASE_URL as the server would, applies the migrations and
 * clears what a development start left (production-data.ts). With PGlite, the server must be stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadAdminCredentials, loadDatabaseConfig } from '../config';
import { runningServer } from '../db/backup/pglite';
import { openDatabase } from '../db/client';
import { findDevelopmentLeftovers, makeFitForProduction } from '../db/production-data';
import type { CommandOutput } from './ledger-verify-command';

/**
 * Files a server wrote before it set umask 077 (uploads, outbox, SMS files), closed to other accounts. PGlite's own
 * files are left as PGlite writes them: their directory is closed instead.
 */
function closeToOthers(dataDir: string): number {
  if (!fs.existsSync(dataDir)) return 0;
  let changed = 0;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(entry, stat.mode & 0o700);
      changed += 1;
    }
    if (stat.isDirectory() && entry !== path.join(dataDir, 'pglite'))
      for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dataDir);
  return changed;
}

/** Exit codes: 0 fit for production (now or already), 2 bad settings or a running PGlite server. */
export async function runDataProduction(
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
  cwd = process.cwd(),
  now = new Date(),
): Promise<0 | 2> {
  let location;
  let admin;
  try {
    location = loadDatabaseConfig(env, cwd);
    admin = loadAdminCredentials(env);
  } catch (error) {
    output.error(error instanceof ConfigError ? error.message : String(error));
    return 2;
  }
  const pid = location.databaseUrl ? null : runningServer(location.dataDir);
  if (pid) {
    output.error(
      `服务器（pid ${pid}）正在使用 ${location.dataDir}：请先停止它 / a server (pid ${pid}) is running on ${location.dataDir}: stop it first (PGlite allows one process per DATA_DIR)`,
    );
    return 2;
  }
  const database = await openDatabase(location, { poolSize: 2 });
  try {
    await database.migrate();
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(location.dataDir, 'pglite');
    const done = await makeFitForProduction(database.db, admin, now);
    const closed = closeToOthers(location.dataDir);
    if (closed > 0)
      done.push(
        `${closed} 个文件和目录已改为仅本账号可读写 / closed ${closed} files and folders of DATA_DIR to other accounts`,
      );
    const left = await findDevelopmentLeftovers(database.db, admin);
    if (left.accounts.length > 0 || left.articles > 0) throw new Error(`still left: ${JSON.stringify(left)}`);
    if (done.length === 0) output.log(`${where}: 无需处理，已可用于生产 / nothing to do: already fit for production`);
    else {
      output.log(`${where}: 已可用于生产 / now fit for production:`);
      for (const line of done) output.log(`  - ${line}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}
