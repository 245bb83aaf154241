/**
 * Backups of the database and the uploads into one archive with a manifest, and their restore.
 *
 *   npm run db:backup  [-- --out <directory>]          (default ./backups)
 *   npm run db:restore -- <archive.tar.gz> [--force]
 *
 * The archive (`xq-backup-<database>-<time>.tar.gz`, written under a temporary name and renamed when complete)
 * holds manifest.json (time, database kind, migrations, row count of every table, uploads), the database and
 * uploads/.
 * - PostgreSQL (DATABASE_URL): `pg_dump -Fc` in the snapshot in which the rows were counted, safe while instances
 *   run; restored with `pg_restore` into an empty database.
 * - PGlite (DATA_DIR/pglite): a copy of the data directory taken while PGlite runs nothing (inside one of its
 *   transactions, after a CHECKPOINT), which PostgreSQL recovers like a crash image. Only one process may open the
 *   directory, so while the server runs, it makes the copy itself: this command signals it (SIGUSR2, pid in
 *   DATA_DIR/server.pid) and waits; the server's queries wait during the copy (about a second per 500 MB). With the
 *   server stopped, this command opens the directory itself. A restore needs the server stopped.
 * Uploads are copied after the database, so every file the database names is in the archive.
 * With STORAGE=s3 the files stay in the bucket and are NOT in the archive: the manifest says so (`uploads.included`
 * false, with the bucket), and so does the command; the bucket is backed up by the store's own means (versioning,
 * replication). A restore of a local archive with STORAGE=s3 puts its files into the bucket.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config, type StorageConfig } from '../config';
import { fileStoreFor } from '../lib/file-store';
import { createPglite, openDatabase, rowsOf, type Database, type DatabaseLocation } from './client';

const run = promisify(execFile);

export const BACKUP_FORMAT = 'xq-backup/1';
const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.dump';
const PGLITE_DIR = 'pglite';
const UPLOADS_DIR = 'uploads';
/** Written by the server on PGlite so that `db:backup` can ask it for a copy. */
export const SERVER_PID_FILE = 'server.pid';
const REQUEST_FILE = 'backup-request.json';
const SERVER_ANSWER_TIMEOUT_MS = 10 * 60_000;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'pglite' | 'postgres';
  serverVersion: string;
  migrations: number;
  rowCounts: Record<string, number>;
  /**
   * What the archive holds of the uploaded files: all of them (local storage), or none (S3: `location` names the
   * bucket that keeps them). Archives from before S3 storage have only files and bytes, and hold the files.
   */
  uploads: { storage?: 'local' | 's3'; included?: boolean; location?: string; files: number; bytes: number };
}

/** Where the uploads are, for backups: local unless told (the database tools' callers). */
type BackupLocation = DatabaseLocation & { storage?: StorageConfig };

/** One line on what an archive holds of the uploaded files, for the commands' output. */
export function uploadsSummary(uploads: Manifest['uploads']): string {
  if (uploads.included === false)
    return `uploaded files NOT in this archive: they stay in ${uploads.location ?? 'the S3 bucket'} (STORAGE=s3); back the bucket up with the store's own tools`;
  return `${uploads.files} uploaded files (${(uploads.bytes / 1e6).toFixed(1)} MB) from DATA_DIR/uploads`;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
};

/** Runs one SQL text without parameters and returns its rows: a pg client, a PGlite transaction or a Database. */
type Query = (text: string) => Promise<Record<string, unknown>[]>;

export const queryOf =
  (database: Pick<Database, 'db'>): Query =>
  async (text) =>
    rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(text)));

/** Every table of the schema (and drizzle's migration journal), counted exactly, in name order. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p')
      and (n.nspname = 'public' or (n.nspname = 'drizzle' and c.relname = '__drizzle_migrations'))
    order by n.nspname desc, c.relname`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query(`select count(*) as n from ${String(name)}`);
    counts[String(name).replace(/^public\./, '')] = Number(row?.n ?? 0);
  }
  return counts;
}

async function serverVersion(query: Query): Promise<string> {
  const [row] = await query('select version() as version');
  return String(row?.version ?? '');
}

/** Copies a directory tree file by file (streams; nothing held in memory). */
async function copyTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  await fs.promises.mkdir(to, { recursive: true });
  if (!fs.existsSync(from)) return { files, bytes };
  for (const entry of await fs.promises.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyTree(source, target);
      files += inner.files;
      bytes += inner.bytes;
    } else if (entry.isFile()) {
      await fs.promises.copyFile(source, target);
      files += 1;
      bytes += (await fs.promises.stat(target)).size;
    }
  }
  return { files, bytes };
}

/**
 * The PGlite data directory copied to `target` while PGlite runs nothing (every query and transaction of the
 * client waits for this one), with the row counts of that same moment.
 */
export async function snapshotPglite(
  client: PGlite,
  dataDir: string,
  target: string,
): Promise<{ rowCounts: Record<string, number>; serverVersion: string }> {
  await client.exec('CHECKPOINT');
  // Inside the transaction every other query of this client waits; its own queries go through `tx`.
  return client.transaction(async (tx) => {
    const query: Query = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
    const rowCounts = await countRows(query);
    const version = await serverVersion(query);
    await copyTree(dataDir, target);
    return { rowCounts, serverVersion: version };
  });
}

/**
 * The server's side of a PGlite backup (SIGUSR2): reads DATA_DIR/backup-request.json, copies the data directory
 * where it asks, and answers with ready.json (or error.json) there.
 */
export async function answerBackupRequest(client: PGlite, config: Pick<Config, 'dataDir'>): Promise<void> {
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

async function waitForServer(
  target: string,
  pid: number,
): Promise<{ rowCounts: Record<string, number>; serverVersion: string }> {
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

/** pg_dump / pg_restore: from PATH, or the newest Debian PostgreSQL. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((version) => fs.existsSync(path.join(root, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin', name);
  }
  return name;
}

/** A PostgreSQL dump taken in the snapshot in which the rows are counted. */
async function dumpPostgres(
  databaseUrl: string,
  file: string,
): Promise<{ rowCounts: Record<string, number>; serverVersion: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const rowCounts = await countRows(query);
    const version = await serverVersion(query);
    await run(pgTool('pg_dump'), [
      '-Fc',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]!.snapshot}`,
      '-f',
      file,
      databaseUrl,
    ]);
    await client.query('commit');
    return { rowCounts, serverVersion: version };
  } finally {
    await client.end();
  }
}

async function tar(args: string[]): Promise<void> {
  await run('tar', args, { maxBuffer: 16 * 1024 * 1024 });
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Writes one archive of the database and the uploads; returns its path and manifest. */
export async function createBackup(
  config: BackupLocation,
  outDir: string,
  options: { now?: Date; pglite?: PGlite } = {},
): Promise<{ file: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  await fs.promises.mkdir(outDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(outDir, '.staging-'));
  try {
    let snapshot: { rowCounts: Record<string, number>; serverVersion: string };
    if (config.databaseUrl) snapshot = await dumpPostgres(config.databaseUrl, path.join(staging, PG_DUMP_FILE));
    else if (options.pglite)
      snapshot = await snapshotPglite(
        options.pglite,
        path.join(config.dataDir, PGLITE_DIR),
        path.join(staging, PGLITE_DIR),
      );
    else {
      const pid = runningServer(config.dataDir);
      if (pid) {
        await fs.promises.writeFile(path.join(config.dataDir, REQUEST_FILE), JSON.stringify({ target: staging }));
        process.kill(pid, 'SIGUSR2');
        try {
          snapshot = await waitForServer(staging, pid);
        } finally {
          await fs.promises.rm(path.join(config.dataDir, REQUEST_FILE), { force: true });
        }
      } else {
        const client = await createPglite(path.join(config.dataDir, PGLITE_DIR), {
          sharedBuffersMb: config.pgliteSharedBuffersMb,
        });
        try {
          snapshot = await snapshotPglite(
            client,
            path.join(config.dataDir, PGLITE_DIR),
            path.join(staging, PGLITE_DIR),
          );
        } finally {
          await client.close();
        }
      }
      await fs.promises.rm(path.join(staging, 'ready.json'), { force: true });
    }
    const files = fileStoreFor(config.storage ?? { kind: 'local' }, config.dataDir);
    const uploads: Manifest['uploads'] =
      files.kind === 's3'
        ? { storage: 's3', included: false, location: files.location, files: 0, bytes: 0 }
        : {
            storage: 'local',
            included: true,
            ...(await copyTree(path.join(config.dataDir, UPLOADS_DIR), path.join(staging, UPLOADS_DIR))),
          };
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      database: kind,
      serverVersion: snapshot.serverVersion,
      migrations: snapshot.rowCounts['drizzle.__drizzle_migrations'] ?? 0,
      rowCounts: snapshot.rowCounts,
      uploads,
    };
    await fs.promises.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(outDir, `xq-backup-${kind}-${stamp(now)}.tar.gz`);
    const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
    await tar(['-czf', partial, '-C', staging, '.']);
    await fs.promises.rename(partial, file);
    return { file, manifest };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.promises.readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname in ('public', 'drizzle') limit 1",
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

export class RestoreRefused extends Error {}

/**
 * Restores an archive into the configured database (which must be empty, or `force`) and DATA_DIR/uploads, then
 * counts the rows again and compares them with the manifest. Returns the manifest and the counts found.
 */
export async function restoreBackup(
  config: BackupLocation,
  archive: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: Manifest; rowCounts: Record<string, number>; mismatches: string[] }> {
  await fs.promises.mkdir(config.dataDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await tar(['-xzf', path.resolve(archive), '-C', staging]);
    const manifest = JSON.parse(await fs.promises.readFile(path.join(staging, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT)
      throw new RestoreRefused(`not a backup of this application (${manifest.format})`);
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind)
      throw new RestoreRefused(
        `the archive holds a ${manifest.database} database, and this configuration uses ${kind} (${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'})`,
      );
    const files = fileStoreFor(config.storage ?? { kind: 'local' }, config.dataDir);
    const uploadsDir = path.join(config.dataDir, UPLOADS_DIR);
    if (files.kind === 'local' && !options.force && !(await isEmptyDir(uploadsDir)))
      throw new RestoreRefused(`${uploadsDir} is not empty (--force replaces it)`);
    if (config.databaseUrl) {
      const hasTables = await postgresHasTables(config.databaseUrl);
      if (hasTables && !options.force)
        throw new RestoreRefused(
          'the target database already has tables: restore into an empty database (--force drops and replaces them)',
        );
      await run(
        pgTool('pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--no-comments',
          '--exit-on-error',
          '--single-transaction',
          ...(hasTables ? ['--clean', '--if-exists'] : []),
          '-d',
          config.databaseUrl,
          path.join(staging, PG_DUMP_FILE),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
    } else {
      if (runningServer(config.dataDir))
        throw new RestoreRefused(`a server is running on ${config.dataDir} (pid in ${SERVER_PID_FILE}): stop it first`);
      const target = path.join(config.dataDir, PGLITE_DIR);
      if (!(await isEmptyDir(target))) {
        if (!options.force) throw new RestoreRefused(`${target} is not empty (--force moves it aside)`);
        await fs.promises.rename(target, `${target}.replaced-${stamp(new Date())}`);
      }
      await fs.promises.rm(target, { recursive: true, force: true });
      await fs.promises.rename(path.join(staging, PGLITE_DIR), target);
    }
    if (files.kind === 'local') {
      if (options.force) await fs.promises.rm(uploadsDir, { recursive: true, force: true });
      await copyTree(path.join(staging, UPLOADS_DIR), uploadsDir);
    } else {
      // A local archive restored with STORAGE=s3: its files go into the bucket (the move from one to the other).
      const names = await fs.promises.readdir(path.join(staging, UPLOADS_DIR)).catch(() => [] as string[]);
      for (const name of names)
        await files.put(
          name,
          await fs.promises.readFile(path.join(staging, UPLOADS_DIR, name)),
          MIME_BY_EXTENSION[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
    }
    const database = await openDatabase(config);
    let rowCounts: Record<string, number>;
    try {
      rowCounts = await countRows(queryOf(database));
    } finally {
      await database.close();
    }
    const mismatches = Object.entries(manifest.rowCounts)
      .filter(([table, count]) => rowCounts[table] !== count)
      .map(([table, count]) => `${table}: ${count} in the archive, ${rowCounts[table] ?? 'no table'} restored`);
    return { manifest, rowCounts, mismatches };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** `npm run db:backup` and `npm run db:restore` (server/src/cli/db-backup.ts): the exit code. */
export async function backupCommand(args: string[]): Promise<number> {
  const config = loadConfig();
  const [command, ...rest] = args;
  if (command === 'backup') {
    const out = path.resolve(option(rest, '--out') ?? config.backupDir);
    const { file, manifest } = await createBackup(config, out);
    const size = (await fs.promises.stat(file)).size;
    console.log(`Backup written: ${file} (${(size / 1e6).toFixed(1)} MB)`);
    console.log(`  ${manifest.database}, ${manifest.migrations} migrations`);
    console.log(`  ${uploadsSummary(manifest.uploads)}`);
    for (const [table, count] of Object.entries(manifest.rowCounts)) console.log(`  ${table.padEnd(34)} ${count}`);
    return 0;
  }
  if (command === 'restore') {
    const archive = rest.find((arg) => !arg.startsWith('--'));
    if (!archive) {
      console.error('usage: npm run db:restore -- <archive.tar.gz> [--force]');
      return 2;
    }
    const { manifest, rowCounts, mismatches } = await restoreBackup(config, archive, {
      force: rest.includes('--force'),
    });
    console.log(
      `Restored ${archive} (${manifest.database}, taken ${manifest.createdAt}) into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`,
    );
    console.log(
      `  ${uploadsSummary(manifest.uploads)}${manifest.uploads.included !== false && config.storage.kind === 's3' ? ', put into the S3 bucket' : ''}`,
    );
    for (const [table, count] of Object.entries(rowCounts))
      console.log(
        `  ${table.padEnd(34)} ${count}${manifest.rowCounts[table] === count ? '' : `   (archive: ${manifest.rowCounts[table] ?? '—'})`}`,
      );
    if (mismatches.length > 0) {
      console.error(`Row counts differ from the manifest:\n  ${mismatches.join('\n  ')}`);
      return 1;
    }
    console.log('Row counts match the manifest. Start the server to apply newer migrations, if any.');
    return 0;
  }
  console.error('usage: npm run db:backup -- [--out <dir>] | npm run db:restore -- <archive> [--force]');
  return 2;
}
