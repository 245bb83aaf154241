import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { appRoleGrants, roleOf } from './roles';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

// Beside this module: server/src/db/migrations, or build/server/migrations in the bundle (scripts/build-server.mjs).
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** One open database, PGlite (embedded) or PostgreSQL, behind the same Drizzle API. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The embedded client (PGlite only): backups copy its directory while it runs nothing. */
  pglite?: PGlite;
  /** The connection pool (PostgreSQL only): its figures are in GET /metrics. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The extensions the migrations use (pg_trgm: trigram indexes for keyword search). Every PGlite that opens this
 * schema must load them, or a query touching a trigram index fails ("could not access file pg_trgm").
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * A PGlite client with the schema's extensions: in memory, or persisted in `dataDir`. `sharedBuffersMb`: its buffer
 * pool (PGlite zeroes all of it at every start; unset: PostgreSQL's 128 MB).
 */
export function createPglite(
  dataDir?: string,
  {
    sharedBuffersMb,
    ...options
  }: Omit<PGliteOptions, 'extensions' | 'dataDir' | 'startParams'> & { sharedBuffersMb?: number } = {},
): Promise<PGlite> {
  const startParams = sharedBuffersMb
    ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`]
    : undefined;
  return PGlite.create({ ...options, dataDir, startParams, extensions: PGLITE_EXTENSIONS });
}

/** Migrations running on each PGlite client (two apps in one process may share one: tests). */
const pgliteMigrations = new WeakMap<PGlite, Promise<void>>();

export function fromPglite(client: PGlite, ownsClient = false): Database {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    pglite: client,
    migrate: () => {
      const previous = pgliteMigrations.get(client) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }));
      pgliteMigrations.set(client, next);
      return next;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (ownsClient && !client.closed) await client.close();
    },
  };
}

/** Any number: the advisory lock that lets one instance at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 190_011;

async function migrateWith(pool: pg.Pool): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/**
 * `migrateUrl` (DATABASE_MIGRATE_URL): the owner's connection, which migrates and then grants the application's
 * role only what db/roles.ts allows (D12); without it the application's own connection migrates.
 */
export function fromPgPool(pool: pg.Pool, ownsPool = false, migrateUrl?: string): Database {
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    pool,
    // Instances started together on one database would each apply the migrations (and all but one fail): the
    // first takes the lock and migrates, the others wait and then find nothing left to do.
    migrate: async () => {
      if (!migrateUrl) return migrateWith(pool);
      const owner = new pg.Pool({ connectionString: migrateUrl, max: 2 });
      owner.on('error', () => undefined);
      try {
        await migrateWith(owner);
        const appRole = roleOf(String(pool.options.connectionString));
        if (appRole !== roleOf(migrateUrl))
          for (const statement of appRoleGrants(appRole)) await owner.query(statement);
      } finally {
        await owner.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (ownsPool) await pool.end();
    },
  };
}

/** Where the database is, as the configuration says (the server, the CLIs, backup and restore). */
export type DatabaseLocation = Pick<Config, 'dataDir'> &
  Partial<Pick<Config, 'databaseUrl' | 'pgliteSharedBuffersMb' | 'databaseMigrateUrl'>>;

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite. */
export async function openDatabase(location: DatabaseLocation, { poolSize = 20 } = {}): Promise<Database> {
  if (location.databaseUrl) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: poolSize });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    return fromPgPool(pool, true, location.databaseMigrateUrl);
  }
  const dir = path.join(location.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // PGlite writes its files readable by everyone (0666), whatever the umask: like PostgreSQL's own data directory,
  // the directory is this account's only (D13).
  fs.chmodSync(dir, 0o700);
  const client = await createPglite(dir, { sharedBuffersMb: location.pgliteSharedBuffersMb });
  return fromPglite(client, true);
}

/** Rows of a raw `db.execute()` result, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A statement that a hot path runs often: PostgreSQL parses and plans it once per connection, under `name`. */
export interface PreparedStatement {
  name: string;
  /** Parameters as $1, $2, …; every parameter a string (arrays as '{…}' literals with a cast in the text). */
  text: string;
}

/** The raw client under a Drizzle database (not under a transaction, which has its own connection). */
function clientOf(q: object): pg.Pool | PGlite | undefined {
  const client = (q as { $client?: unknown }).$client;
  return client instanceof pg.Pool || client instanceof PGlite ? client : undefined;
}

/** The same statement through Drizzle: `$n` becomes the n-th value as a bound parameter. */
function asSql(text: string, values: readonly string[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql.raw(''),
  );
}

/**
 * Runs `statement` and returns its rows as arrays of column values, in the statement's column order. On a
 * PostgreSQL pool the statement is a named prepared statement (no parse or plan per call, no row objects built);
 * on PGlite it goes to the embedded client directly; inside a transaction it goes through Drizzle.
 */
export async function queryRows(
  q: object & { execute: (query: SQL) => Promise<unknown> },
  statement: PreparedStatement,
  values: string[],
): Promise<unknown[][]> {
  const client = clientOf(q);
  if (client instanceof pg.Pool)
    return (await client.query<unknown[]>({ name: statement.name, text: statement.text, values, rowMode: 'array' }))
      .rows;
  if (client) return (await client.query<unknown[]>(statement.text, values, { rowMode: 'array' })).rows;
  return rowsOf<Record<string, unknown>>(await q.execute(asSql(statement.text, values))).map((row) =>
    Object.values(row),
  );
}
