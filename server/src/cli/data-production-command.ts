/**
 * What `npm run data:production` does, as a function of its environment (the entry, data-production.ts, only wires
 * it to the process): opens the database of DATA_DIR / DATABASE_URL as the server would, applies the migrations and
 * clears what a development start left (production-data.ts). With PGlite, the server must be stopped.
 */
import path from 'node:path';
import { ConfigError, loadAdminCredentials, loadDatabaseConfig } from '../config';
import { runningServer } from '../db/backup';
import { openDatabase } from '../db/client';
import { findDevelopmentLeftovers, makeFitForProduction } from '../db/production-data';
import type { CommandOutput } from './ledger-verify-command';

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
