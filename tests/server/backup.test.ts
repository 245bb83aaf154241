/**
 * A populated instance is backed up (database + uploads, one archive with a manifest), restored into an
 * empty one, and the restored instance holds the same rows, serves the same files and sessions, and (once the
 * ledger is hash-chained) verifies its ledger.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { createBackup, restoreBackup } from '../../server/src/db/backup/archive';
import { RestoreRefused, uploadsSummary, type Manifest } from '../../server/src/db/backup/format';
import { openDatabase, type Database } from '../../server/src/db/client';
import { startS3Server } from '../support/s3-server';
import {
  BASE,
  createTestApp,
  DEFAULT_TEST_CONFIG,
  loginSeededAccounts,
  registerOrganisation,
  type TestApp,
} from './support/app';

const postgres = Boolean(process.env.DATABASE_URL);
let source: TestApp;
let work: string;
let archive: string;
let manifest: Manifest;
let reviewerToken: string;
type Target = { dataDir: string; databaseUrl: string | undefined };
const targets: Target[] = [];

/** A new empty database (PostgreSQL: a new database in the cluster; PGlite: a new DATA_DIR). */
async function emptyTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(work, 'target-'));
  if (!postgres) return { dataDir, databaseUrl: undefined };
  const name = `restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const target = { dataDir, databaseUrl: url.toString() };
  targets.push(target);
  return target;
}

const sourceUrl = () => (source.database.handle as pg.Pool & { options: pg.PoolConfig }).options.connectionString;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-backup-test-'));
  source = await createTestApp({ persistent: true });
  // Something of everything: leads, a registration with its picture, a decision, ledger blocks.
  for (let index = 0; index < 5; index += 1)
    expect(
      (
        await source.post('/index/sendCustomEmail', {
          name: `备份访客${index}`,
          phone: `1390000000${index}`,
          companyName: '杭州备份科技有限公司',
        })
      ).json().code,
    ).toBe(0);
  const id = await registerOrganisation(source, {
    username: 'backup01',
    email: 'backup01@example.com',
    phone: '13700000001',
  });
  const { reviewer } = await loginSeededAccounts(source);
  expect((await source.post('/portal/review/decide', { id, decision: 'approve' }, reviewer)).json().code).toBe(0);
  expect((await source.get('/portal/chain/blockNumber', reviewer)).json().data).toBeGreaterThan(0);
  reviewerToken = reviewer;
  await source.app.outbox.drain();
});

afterAll(async () => {
  await source?.close();
  for (const target of targets) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${new URL(target.databaseUrl!).pathname.slice(1)}" with (force)`);
    await admin.end();
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${postgres ? 'PostgreSQL: pg_dump / pg_restore' : 'PGlite: data directory copy'})`, () => {
  it('writes one archive: manifest (time, database, row counts), database, uploads', async () => {
    const config = { databaseUrl: postgres ? sourceUrl() : undefined, dataDir: source.dataDir };
    const result = await createBackup(config, path.join(work, 'backups'), {
      now: source.clock.now(),
      pglite: postgres ? undefined : (source.database.handle as PGlite),
    });
    archive = result.file;
    manifest = result.manifest;
    expect(path.basename(archive)).toMatch(/^xq-backup-(pglite|postgres)-\d{8}-\d{6}\.tar\.gz$/);
    expect(fs.readdirSync(path.dirname(archive))).toEqual([path.basename(archive)]); // no staging left behind
    const listing = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' });
    expect(listing).toContain('./manifest.json');
    expect(listing).toContain(postgres ? './database.dump' : './pglite/PG_VERSION');
    expect(listing).toMatch(/\.\/uploads\/[0-9a-f-]{36}\.png/);
    expect(manifest).toMatchObject({
      format: 'xq-backup/1',
      createdAt: source.clock.now().toISOString(),
      database: postgres ? 'postgres' : 'pglite',
      uploads: { files: 1 },
    });
    expect(manifest.migrations).toBeGreaterThan(0);
    expect(manifest.rowCounts).toMatchObject({ leads: 5, mail_outbox: expect.any(Number) });
    expect(manifest.rowCounts.users).toBeGreaterThanOrEqual(4);
    expect(manifest.rowCounts.ledger_events).toBeGreaterThanOrEqual(7);
    expect(manifest.rowCounts.row_tallies).toBeGreaterThan(0);
  });

  it('restores into an empty instance: the same row counts, files, accounts and ledger', async () => {
    const target = await emptyTarget();
    const restored = await restoreBackup(target, archive);
    expect(restored.mismatches).toEqual([]);
    expect(restored.rowCounts).toEqual(manifest.rowCounts);
    expect(fs.readdirSync(path.join(target.dataDir, 'uploads'))).toHaveLength(1);

    let database: Database | undefined;
    const app = await (async () => {
      database = await openDatabase(target);
      return buildApp({
        logger: false,
        now: source.clock.now,
        startWorkers: false,
        database,
        config: { ...DEFAULT_TEST_CONFIG, ...target, staticDir: path.join(target.dataDir, 'no-dist') },
      });
    })();
    try {
      const login = async (username: string, password: string) => {
        const body = (
          await app.inject({ method: 'POST', url: `${BASE}/login`, payload: { username, password } })
        ).json();
        expect(body.code).toBe(0);
        return body.data.token as string;
      };
      const admin = await login('admin', 'Admin#2026');
      await login('backup01', 'Pass#2026');
      const inbox = (
        await app.inject({
          method: 'GET',
          url: `${BASE}/portal/leads/list`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json();
      expect(inbox.data).toMatchObject({ total: 5, counts: { new: 5, contacted: 0, closed: 0 } });
      const height = (
        await app.inject({
          method: 'GET',
          url: `${BASE}/portal/chain/blockNumber`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json().data;
      // The restored ledger, plus at most the block that the admin's sign-in here opens (its audit row is a ledger
      // transaction).
      const sourceHeight = (await source.get('/portal/chain/blockNumber', reviewerToken)).json().data as number;
      expect(height - sourceHeight).toBeGreaterThanOrEqual(0);
      expect(height - sourceHeight).toBeLessThanOrEqual(1);
      // The registration's picture, through a link signed by the restored key.
      const registrations = (
        await app.inject({
          method: 'GET',
          url: `${BASE}/portal/review/list`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json().data.list as { id: number; username: string }[];
      const registration = registrations.find((row) => row.username === 'backup01')!;
      const detail = (
        await app.inject({
          method: 'GET',
          url: `${BASE}/portal/review/detail?id=${registration.id}`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json().data as { attachList: { url: string }[] };
      const picture = await app.inject({ method: 'GET', url: detail.attachList[0]!.url });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      // The hash-chained ledger (another branch) answers GET /portal/chain/verify: once it exists, it must verify.
      const verify = await app.inject({
        method: 'GET',
        url: `${BASE}/portal/chain/verify`,
        headers: { authorization: `Bearer ${admin}` },
      });
      if (verify.statusCode === 404 && verify.json().code === 10009)
        console.log('GET /portal/chain/verify does not exist yet: the ledger verification after restore is skipped');
      else expect(verify.json()).toMatchObject({ code: 0, data: { ok: true } });
    } finally {
      await app.close();
      await database?.close();
    }

    // A second restore into the same, now populated, instance is refused.
    await expect(restoreBackup(target, archive)).rejects.toBeInstanceOf(RestoreRefused);
  });

  it('says it holds the uploaded files; restored with STORAGE=s3, they go into the bucket', async () => {
    expect(manifest.uploads).toMatchObject({ storage: 'local', included: true, files: 1 });
    expect(uploadsSummary(manifest.uploads)).toMatch(/^1 uploaded files \(0\.0 MB\) from DATA_DIR\/uploads$/);
    const s3 = await startS3Server();
    try {
      const target = await emptyTarget();
      const restored = await restoreBackup({ ...target, storage: s3.storage }, archive);
      expect(restored.mismatches).toEqual([]);
      const [name] = fs.readdirSync(path.join(source.dataDir, 'uploads'));
      expect(s3.objects()).toEqual([name]);
      expect(s3.bytesOf(name!).equals(fs.readFileSync(path.join(source.dataDir, 'uploads', name!)))).toBe(true);
      expect(fs.existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
    } finally {
      await s3.stop();
    }
  });

  it('refuses an archive of the other database kind', async () => {
    const other = postgres
      ? { dataDir: fs.mkdtempSync(path.join(work, 'other-')), databaseUrl: undefined }
      : await emptyTargetUrl();
    await expect(restoreBackup(other, archive)).rejects.toThrow(/holds a (pglite|postgres) database/);
  });
});

/** A PostgreSQL configuration that is never connected to (the kind check comes first). */
async function emptyTargetUrl(): Promise<{ dataDir: string; databaseUrl: string }> {
  return { dataDir: fs.mkdtempSync(path.join(work, 'other-')), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
}
