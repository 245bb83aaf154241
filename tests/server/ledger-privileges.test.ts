import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { BASE, DEFAULT_TEST_CONFIG } from './support/app';

/**
 * Least privilege on PostgreSQL (D12): the owner (DATABASE_MIGRATE_URL) migrates; the application connects as a
 * role that may only add to and read the ledger and the audit log. PostgreSQL only: PGlite has one user.
 */
const adminUrl = process.env.DATABASE_URL;
const suffix = randomBytes(4).toString('hex');
const database = `t_roles_${suffix}`;
const owner = `xq_owner_${suffix}`;
const app = `xq_app_${suffix}`;
let dataDir: string;

function urlAs(role: string): string {
  const url = new URL(adminUrl!);
  url.username = role;
  url.password = 'test-only';
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** What the application's role is answered for `sql`: 'ok', or PostgreSQL's error message. */
async function asApp(sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: urlAs(app) });
  await client.connect();
  try {
    await client.query(sql);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('the application role on PostgreSQL (D12)', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-roles-'));
    await admin(`create role "${owner}" login password 'test-only'`);
    await admin(`create role "${app}" login password 'test-only'`);
    await admin(`create database "${database}" owner "${owner}"`);
  });
  afterAll(async () => {
    await admin(`drop database if exists "${database}" with (force)`);
    await admin(`drop role if exists "${app}"`);
    await admin(`drop role if exists "${owner}"`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates as the owner, runs as the app role, and the app role cannot rewrite the ledger or the audit log', async () => {
    const server = await buildApp({
      logger: false,
      startWorkers: false,
      config: {
        ...DEFAULT_TEST_CONFIG,
        dataDir,
        staticDir: path.join(dataDir, 'no-dist'),
        databaseUrl: urlAs(app),
        databaseMigrateUrl: urlAs(owner),
      },
    });
    try {
      // The application works: a lead, a sign-in (audited), sealing and the signed checkpoint.
      const lead = await server.inject({
        method: 'POST',
        url: `${BASE}/index/sendCustomEmail`,
        payload: { name: '王磊', phone: '13912340001', companyName: '青溪茶业' },
      });
      expect(lead.json().code).toBe(0);
      const login = await server.inject({
        method: 'POST',
        url: `${BASE}/login`,
        payload: { username: 'admin', password: 'Admin#2026' },
      });
      expect(login.json().code).toBe(0);
      const checkpoint = await server.inject({ method: 'GET', url: `${BASE}/portal/chain/checkpoint` });
      expect(checkpoint.statusCode).toBe(200);
      const verify = await server.inject({ method: 'GET', url: `${BASE}/portal/chain/verify` });
      expect(verify.json().data.ok).toBe(true);
    } finally {
      await server.close();
    }

    const denied = /permission denied|must be owner|never changed/;
    for (const sql of [
      `update ledger_events set payload = '{}' where block_height is not null`,
      `update ledger_events set tx_hash = repeat('0', 64) where block_height is not null`,
      `update ledger_events set kind = 'lead.received'`,
      `delete from ledger_events`,
      `update ledger_blocks set hash = repeat('0', 64)`,
      `delete from ledger_blocks`,
      `update ledger_tree set hash = repeat('0', 64)`,
      `delete from ledger_checkpoints`,
      `update audit_log set summary = 'x'`,
      `delete from audit_log`,
      `truncate audit_log`,
      `alter table audit_log disable trigger user`,
      `alter table ledger_events disable trigger user`,
      `drop table ledger_cosignatures`,
      // Every ledger table and the audit log: no update, delete, truncate or alter, whatever the column.
      `update ledger_events set opaque_ref = 'x' where block_height is not null`,
      `update ledger_events set ref = 'lead:1' where block_height is null`,
      `truncate ledger_events`,
      `truncate ledger_blocks`,
      `delete from ledger_tree`,
      `truncate ledger_tree`,
      `update ledger_checkpoints set note = ''`,
      `truncate ledger_checkpoints`,
      `update ledger_cosignatures set line = ''`,
      `delete from ledger_cosignatures`,
      `delete from ledger_head`,
      `alter table ledger_blocks disable trigger all`,
      `alter table audit_log disable trigger all`,
      `alter table audit_log drop column summary`,
    ])
      expect(await asApp(sql), sql).toMatch(denied);
    // What it still does: read and add.
    expect(await asApp(`select count(*) from ledger_events`)).toBe('ok');
    expect(await asApp(`update sessions set expires_at = expires_at`)).toBe('ok');
  });
});
