/**
 * PostgreSQL's side of backups: `pg_dump -Fc` in the snapshot in which the rows are counted, safe while instances
 * run; restored with `pg_restore` into an empty database.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { BackupDriver } from './driver';
import { RestoreRefused, snapshotOf, type Query, type Snapshot } from './format';

const run = promisify(execFile);
const PG_DUMP_FILE = 'database.dump';

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
async function dumpPostgres(databaseUrl: string, file: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const snapshot = await snapshotOf(query);
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
    return snapshot;
  } finally {
    await client.end();
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

/** The PostgreSQL database at `databaseUrl`. */
export function postgresBackup(databaseUrl: string): BackupDriver {
  return {
    kind: 'postgres',
    snapshot: (staging) => dumpPostgres(databaseUrl, path.join(staging, PG_DUMP_FILE)),
    async restore(staging, { force }) {
      const hasTables = await postgresHasTables(databaseUrl);
      if (hasTables && !force)
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
          databaseUrl,
          path.join(staging, PG_DUMP_FILE),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
    },
  };
}
