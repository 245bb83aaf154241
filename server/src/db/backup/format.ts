/**
 * What both drivers share: the archive's layout, its manifest, the row counts that prove a restore, and the file
 * copies around them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../client';

export const BACKUP_FORMAT = 'xq-backup/1';
export const MANIFEST = 'manifest.json';
export const UPLOADS_DIR = 'uploads';

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

/** The database as a driver copied it: the row counts and server version of the moment of the copy. */
export interface Snapshot {
  rowCounts: Record<string, number>;
  serverVersion: string;
}

/** A restore that would overwrite something, or cannot apply here: the command says why and changes nothing. */
export class RestoreRefused extends Error {}

/** One line on what an archive holds of the uploaded files, for the commands' output. */
export function uploadsSummary(uploads: Manifest['uploads']): string {
  if (uploads.included === false)
    return `uploaded files NOT in this archive: they stay in ${uploads.location ?? 'the S3 bucket'} (STORAGE=s3); back the bucket up with the store's own tools`;
  return `${uploads.files} uploaded files (${(uploads.bytes / 1e6).toFixed(1)} MB) from DATA_DIR/uploads`;
}

/** Runs one SQL text without parameters and returns its rows: a pg client, a PGlite transaction or a Database. */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

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

/** The row counts and server version, read through one query function (so in one snapshot). */
export async function snapshotOf(query: Query): Promise<Snapshot> {
  const rowCounts = await countRows(query);
  const [row] = await query('select version() as version');
  return { rowCounts, serverVersion: String(row?.version ?? '') };
}

/** Copies a directory tree file by file (streams; nothing held in memory). */
export async function copyTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
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

export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.promises.readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

/** A UTC time for file names: 20260101-120000. */
export const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
