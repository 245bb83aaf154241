import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, loadDatabaseConfig } from '#server/config';
import { createPglite, fromPglite, fromPgPool, type Database } from '#server/db/client';
import { appRoleGrants } from '#server/db/roles';
import { seed } from '#server/db/seed';
import { seededSourcesHash } from '../../support/seed-sources';

/**
 * A test database holds little: PGlite zeroes its whole buffer pool at each start, a noticeable cost for PostgreSQL's
 * default 128 MB. The size is vitest.config.ts's, which the
 * servers and CLIs the tests start read from the environment too.
 */
export const TEST_SHARED_BUFFERS_MB = loadDatabaseConfig().pgliteSharedBuffersMb;

export interface TestDatabase {
  /** The owner's connection (PGlite's single user; on PostgreSQL the cluster's superuser, which owns the tables). */
  handle: PGlite | pg.Pool;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL: the URLs of the application's least-privilege role (TEST_APP_ROLE, the grants of db/roles.ts) and
   * of the owner, which migrates (DATABASE_URL / DATABASE_MIGRATE_URL, D12). The server under test runs as the former.
   */
  appUrl?: string;
  ownerUrl?: string;
  close(): Promise<void>;
}

/** The application's role on the test cluster: INSERT and SELECT only on the ledger and the audit log (D12). */
export const TEST_APP_ROLE = 'xq_test_app';

/** Per worker: the role, made once per cluster (under an advisory lock: two workers may try at once). */
let appRoleReady: Promise<void> | undefined;

function ensureAppRole(url: string): Promise<void> {
  appRoleReady ??= (async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK + 1]);
      const { rowCount } = await admin.query('select 1 from pg_roles where rolname = $1', [TEST_APP_ROLE]);
      if (!rowCount) await admin.query(`create role "${TEST_APP_ROLE}" login password 'test-only'`);
    } finally {
      await admin.end();
    }
  })();
  return appRoleReady;
}

function urlAs(url: string, database: string, role?: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  if (role) {
    target.username = role;
    target.password = 'test-only';
  }
  return target.toString();
}

/**
 * A fresh database for one test file: a uniquely named PostgreSQL database when DATABASE_URL is set
 * (npm run test:server:pg), otherwise an in-memory PGlite. Either is a copy of the migrated, development-seeded
 * template unless `empty`.
 */
export async function createTestDatabase({
  empty = false,
  pgliteDir,
}: { empty?: boolean; pgliteDir?: string } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // `empty`: not even migrated, for tests of what a first start (e.g. in production) creates. `pgliteDir`: kept
    // in that directory instead of memory (backups copy it).
    const client = empty
      ? await emptyPglite(pgliteDir)
      : await createPglite(pgliteDir, {
          sharedBuffersMb: TEST_SHARED_BUFFERS_MB,
          loadDataDir: await pgliteTemplateBlob('seeded'),
        });
    return { handle: client, kind: 'pglite', close: async () => (client.closed ? undefined : client.close()) };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await ensureAppRole(url);
  const template = empty ? undefined : await postgresTemplate(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 10 });
  pool.on('error', () => undefined);
  return {
    handle: pool,
    kind: 'postgres',
    appUrl: urlAs(url, name, TEST_APP_ROLE),
    ownerUrl: dbUrl.toString(),
    async close() {
      if (!pool.ended) await pool.end();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // pg's Pool.end() resolves before its sockets have closed: a forced drop would then terminate connections that
      // are still closing, and the FATAL it sends them surfaces as an uncaught error.
      await waitForNoConnections(dropper, name);
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

const dbDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../server/src/db');
/**
 * A PGlite as its first start leaves it: an initialised cluster with no table. PGlite runs initdb in WebAssembly for
 * that, which is slow; a copy of the cluster it made once opens far faster. What the server
 * does on an empty database (migrate, seed) is the same either way.
 */
export async function emptyPglite(dir?: string): Promise<PGlite> {
  return createPglite(dir, { sharedBuffersMb: TEST_SHARED_BUFFERS_MB, loadDataDir: await pgliteTemplateBlob('empty') });
}

/** Read once per worker: the files of a worker share its modules. */
const templateBuffers = new Map<'empty' | 'seeded', Promise<ArrayBuffer>>();

/**
 * A template as PGlite reads a tarball (it calls only `arrayBuffer()`): the same bytes, read once, for every
 * database. PGlite only reads them (it untars them into its in-memory file system), so no copy is needed, and a copy
 * of the whole dump for every database is a noticeable cost on a machine with slow memory; Node 20's own Blob is slower still
 * (it hands the bytes back in 64 kB chunks joined one by one). A database that changed them would break every later
 * one in the worker, which would show in the suite.
 */
async function pgliteTemplateBlob(kind: 'empty' | 'seeded'): Promise<Blob> {
  let buffer = templateBuffers.get(kind);
  if (!buffer) {
    buffer = pgliteTemplate(kind).then(
      (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
    );
    templateBuffers.set(kind, buffer);
  }
  const bytes = await buffer;
  const tarball: Pick<Blob, 'size' | 'type' | 'arrayBuffer'> = {
    size: bytes.byteLength,
    type: 'application/x-tar',
    arrayBuffer: () => Promise.resolve(bytes),
  };
  return tarball as Blob;
}

/**
 * The templates, kept in the system temp directory and keyed by what they are made of (PGlite's version; for the
 * seeded one the contents of the server's sources, tests/support/seed-sources.ts): the first test file makes them,
 * every file loads a copy, which is much cheaper than initialising a fresh PGlite.
 */
async function pgliteTemplate(kind: 'empty' | 'seeded'): Promise<Buffer> {
  const key = createHash('sha256')
    .update(kind === 'seeded' ? `${seededSourcesHash()} ${SLIM_CLUSTER}` : `empty ${pgliteVersion()}`)
    .digest('hex');
  const target = path.join(os.tmpdir(), `xq-pglite-${kind}-${key.slice(0, 16)}.tar`);
  if (fs.existsSync(target)) return fs.readFileSync(target);
  const client = await createPglite(undefined, {
    sharedBuffersMb: TEST_SHARED_BUFFERS_MB,
    initDbStartParams: kind === 'seeded' ? ['--wal-segsize=1'] : undefined,
  });
  if (kind === 'seeded') {
    await migrateAndSeed(fromPglite(client));
    await dropTemplateDatabases(client);
  }
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temporary, dump);
  fs.renameSync(temporary, target);
  return dump;
}

/**
 * Every test database unpacks the whole dump, so the seeded template is kept small: WAL segments of 1 MB instead of
 * 16 (the dump holds one), and no template0 and template1, which PGlite, serving one database, never opens: a smaller
 * dump with half the files, quicker to open. The empty template is left as a first start finds it.
 */
const SLIM_CLUSTER = 'wal-segsize=1, no template databases';

/** PGlite cannot drop a template database as it is: it first becomes an ordinary one. */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.exec('drop database template0');
  await client.exec('drop database template1');
  await client.exec('checkpoint');
}

/** PGlite's version: an empty cluster's dump depends on nothing else. */
function pgliteVersion(): string {
  const manifest = path.join(dbDir, '../../../node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** A template holds what a development server's first start writes. */
async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate();
  await seed(
    database.db,
    { ...loadConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'Admin#2026' }) },
    new Date('2026-11-21T10:00:00+08:00'),
  );
}

/** Per worker: the template database's name once it exists. */
let postgresTemplateName: Promise<string> | undefined;

/**
 * The seeded template on the PostgreSQL cluster of DATABASE_URL, made by the first file that needs it: migrating and
 * seeding a new database for every file costs more than copying a template. Made under a name of its own and
 * renamed when complete, under an advisory lock, so that the other worker waits for it and never copies half of it.
 */
function postgresTemplate(url: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `xq_template_${seededSourcesHash().slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) {
        const making = `${name}_making_${randomBytes(4).toString('hex')}`;
        await admin.query(`create database "${making}"`);
        const dbUrl = new URL(url);
        dbUrl.pathname = `/${making}`;
        const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
        try {
          await migrateAndSeed(fromPgPool(pool));
          // Copied with the template: what the owner grants the application's role after migrating.
          for (const statement of appRoleGrants(TEST_APP_ROLE)) await pool.query(statement);
        } finally {
          await pool.end();
        }
        await waitForNoConnections(admin, making); // a database in use cannot be renamed
        await admin.query(`alter database "${making}" rename to "${name}"`);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplateName;
}

/** Any number: the advisory lock under which the PostgreSQL template is made. */
const TEMPLATE_LOCK = 190_012;

/** Waits (≤ 5 s) until no session is connected to the database `name`. */
async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
