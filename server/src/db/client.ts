import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** One open database, PGlite (embedded) or PostgreSQL, behind the same Drizzle API. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function fromPglite(client: PGlite, ownsClient = false): Database {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (ownsClient && !client.closed) await client.close();
    },
  };
}

export function fromPgPool(pool: pg.Pool, ownsPool = false): Database {
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (ownsPool) await pool.end();
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    return fromPgPool(pool, true);
  }
  const dir = path.join(options.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return fromPglite(client, true);
}

/** Rows of a raw `db.execute()` result, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
