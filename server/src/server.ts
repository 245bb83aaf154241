/** Process entry: config, buildApp, listen on HOST:PORT, graceful shutdown. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { runningServer, serveBackupRequests } from './db/backup/pglite';
import { StorageError } from './lib/file-store';

// D13: backups, uploads (identity documents), the outbox and SMS files are readable by this account only.
process.umask(0o077);

/** A refused configuration or data folder: its one message, and exit 1 (anything else throws as it is). */
function exitOnRefusal(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let config;
try {
  config = loadConfig();
} catch (error) {
  exitOnRefusal(error);
}

// PGlite: one process per DATA_DIR (two would corrupt the database).
const holder = config.databaseUrl ? null : runningServer(config.dataDir);
if (holder) {
  console.error(
    `Another server (pid ${holder}) is running on ${config.dataDir}: PGlite allows one process per DATA_DIR. Stop it, use another DATA_DIR, or run several instances on PostgreSQL (DATABASE_URL).`,
  );
  process.exit(1);
}

const app = await buildApp({ config, startWorkers: true }).catch((error: unknown) => {
  if (error instanceof StorageError) {
    console.error(
      `STORAGE=s3: the bucket cannot be used (${error.message}). Check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE.`,
    );
    process.exit(1);
  }
  return exitOnRefusal(error);
});
// PGlite: `npm run db:backup` asks this process for a copy of the database (only one process may open it).
const stopServingBackups = app.database.pglite
  ? serveBackupRequests(app.database.pglite, config, (error) => app.log.error({ err: error }, 'backup copy failed'))
  : undefined;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    stopServingBackups?.();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'cannot listen');
  await app.close().catch(() => undefined);
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const lines = [
  '',
  `  星桥链数 is running: http://${shownHost}:${port}/`,
  `  API base:  http://${shownHost}:${port}/shangchain/bsnApi   (docs: /shangchain/bsnApi/docs)`,
  `  Database:  ${app.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${config.dataDir}/pglite)`}`,
  `  Files:     ${app.ctx.files.location}`,
  `  Mail:      ${app.outbox.transportKind === 'smtp' ? 'SMTP (SMTP_URL)' : `.eml files in ${config.dataDir}/outbox`}`,
];
if (!config.isProduction) {
  lines.push('  Development accounts:');
  for (const account of app.seedAccounts)
    lines.push(`    ${account.role.padEnd(10)} ${account.username} / ${account.password}   (${account.orgName})`);
}
console.log(`${lines.join('\n')}\n`);
