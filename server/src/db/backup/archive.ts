/**
 * Backups of the database and the uploads into one archive with a manifest, and their restore.
 *
 * The archive (`xq-backup-<database>-<time>.tar.gz`, written under a temporary name and renamed when complete)
 * holds manifest.json (time, database kind, migrations, row count of every table, uploads), the database as its
 * driver copies it (pglite.ts, postgres.ts) and uploads/.
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
import type { PGlite } from '@electric-sql/pglite';
import type { StorageConfig } from '../../config';
import { fileStoreFor } from '../../lib/file-store';
import { openDatabase, type DatabaseLocation } from '../client';
import type { BackupDriver } from './driver';
import {
  BACKUP_FORMAT,
  copyTree,
  countRows,
  isEmptyDir,
  MANIFEST,
  queryOf,
  RestoreRefused,
  stamp,
  UPLOADS_DIR,
  type Manifest,
} from './format';
import { pgliteBackup } from './pglite';
import { postgresBackup } from './postgres';

const run = promisify(execFile);

/** Where the uploads are, for backups: local unless told (the database tools' callers). */
type BackupLocation = DatabaseLocation & { storage?: StorageConfig };

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
};

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR (as openDatabase chooses). */
const driverFor = (location: BackupLocation, pglite?: PGlite): BackupDriver =>
  location.databaseUrl ? postgresBackup(location.databaseUrl) : pgliteBackup(location, pglite);

async function tar(args: string[]): Promise<void> {
  await run('tar', args, { maxBuffer: 16 * 1024 * 1024 });
}

/** Writes one archive of the database and the uploads; returns its path and manifest. */
export async function createBackup(
  config: BackupLocation,
  outDir: string,
  options: { now?: Date; pglite?: PGlite } = {},
): Promise<{ file: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const driver = driverFor(config, options.pglite);
  await fs.promises.mkdir(outDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(outDir, '.staging-'));
  try {
    const snapshot = await driver.snapshot(staging);
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
      database: driver.kind,
      serverVersion: snapshot.serverVersion,
      migrations: snapshot.rowCounts['drizzle.__drizzle_migrations'] ?? 0,
      rowCounts: snapshot.rowCounts,
      uploads,
    };
    await fs.promises.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(outDir, `xq-backup-${driver.kind}-${stamp(now)}.tar.gz`);
    const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
    await tar(['-czf', partial, '-C', staging, '.']);
    await fs.promises.rename(partial, file);
    return { file, manifest };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

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
    const driver = driverFor(config);
    if (manifest.database !== driver.kind)
      throw new RestoreRefused(
        `the archive holds a ${manifest.database} database, and this configuration uses ${driver.kind} (${driver.kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is not set'})`,
      );
    const files = fileStoreFor(config.storage ?? { kind: 'local' }, config.dataDir);
    const uploadsDir = path.join(config.dataDir, UPLOADS_DIR);
    if (files.kind === 'local' && !options.force && !(await isEmptyDir(uploadsDir)))
      throw new RestoreRefused(`${uploadsDir} is not empty (--force replaces it)`);
    await driver.restore(staging, options);
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
