import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/src/db/client';
import { auditLog, ledgerEvents } from '../../server/src/db/schema';
import { sealBlocks } from '../../server/src/modules/chain/service';
import { verifyLedger } from '../../server/src/modules/chain/verify';
import { BASE, createTestApp, type TestApp } from './support/app';
import { execute, expectDetected, heightOfRef } from './support/ledger';

/**
 * D12: audit rows are ledger transactions too. Each audit row is written with an `audit.recorded` event in the same
 * transaction; verification checks that every audit row is in the ledger, unchanged, so that whoever holds the
 * database cannot edit or delete one unnoticed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The audit triggers refuse changes even to the owner: the insider switches them off first. */
const asInsider = (statement: string) => [
  'alter table audit_log disable trigger user',
  statement,
  'alter table audit_log enable trigger user',
];

async function failedSignIn(app: TestApp = t): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `${BASE}/login`,
    payload: { username: 'admin', password: 'Wrong#2026x' },
    remoteAddress: '203.0.113.77',
  });
  expect(response.json().code).not.toBe(0);
}

describe('audit rows as ledger transactions (D12)', () => {
  let auditId: number;

  it('writes an audit.recorded event with every audit row, holding no personal data', async () => {
    await t.login('admin', 'Admin#2026');
    await failedSignIn();
    const rows = await t.app.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const events = await t.app.db
      .select()
      .from(ledgerEvents)
      .where(like(ledgerEvents.ref, 'audit:%'))
      .orderBy(asc(ledgerEvents.id));
    expect(events.map((event) => event.ref)).toEqual(rows.map((row) => `audit:${row.id}`));
    for (const [index, event] of events.entries()) {
      expect(event.kind).toBe('audit.recorded');
      expect(event.createdAt).toEqual(rows[index]!.at);
      // The payload is a hash of the row: no name, address or summary is copied into the ledger.
      expect(Object.keys(JSON.parse(event.payload!)).sort()).toEqual(['entry', 'record', 'salt']);
      expect(event.payload).not.toContain('203.0.113.77');
      expect(event.payload).not.toContain('admin');
    }
    auditId = rows.at(-1)!.id;
    // Public: a kind, a time and hashes only.
    const height = (await t.get('/portal/chain/blockNumber', await t.login('admin', 'Admin#2026'))).json().data;
    const blocks = [];
    for (let h = height; h > 0 && blocks.length < 3; h -= 1)
      blocks.push((await t.get(`/portal/chain/block?height=${h}`)).body);
    const text = blocks.join('');
    expect(text).toContain('"kind":"audit.recorded"');
    expect(text).not.toContain('203.0.113.77');
    expect(text).not.toContain('audit:');
    expect(await verifyLedger(t.app.db)).toMatchObject({ ok: true });
  });

  it('rolls back the event with the row', async () => {
    const before = await t.app.db.select({ id: ledgerEvents.id }).from(ledgerEvents);
    await t.app.db
      .transaction(async (tx) => {
        const { recordAudit } = await import('../../server/src/modules/audit/service');
        await recordAudit(
          tx,
          { id: null, username: 'x', role: '', ip: '' },
          {
            action: 'auth.loginFailed',
            summary: '回滚',
            at: t.clock.now(),
          },
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await t.app.db.select({ id: ledgerEvents.id }).from(ledgerEvents)).toEqual(before);
  });

  it('reports an audit row edited, deleted or inserted behind the server', async () => {
    await sealBlocks(t.app.ctx);
    const height = await heightOfRef(t, `audit:${auditId}`);
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.id, auditId));
    const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
    await expectDetected(
      t,
      asInsider(`update audit_log set ip = '10.0.0.1' where id = ${auditId}`),
      asInsider(`update audit_log set ip = ${quote(row!.ip)} where id = ${auditId}`),
      height,
      /审计日志记录不一致/,
    );
    await expectDetected(
      t,
      asInsider(`update audit_log set at = at + interval '1 second' where id = ${auditId}`),
      asInsider(`update audit_log set at = at - interval '1 second' where id = ${auditId}`),
      height,
    );
    await expectDetected(
      t,
      [
        `create table audit_backup as select * from audit_log where id = ${auditId}`,
        ...asInsider(`delete from audit_log where id = ${auditId}`),
      ],
      [`insert into audit_log overriding system value select * from audit_backup`, 'drop table audit_backup'],
      height,
      /审计日志.*已被删除/,
    );
    await execute(
      t,
      `insert into audit_log (at, action, summary) values (now(), 'auth.loginFailed', '伪造的审计记录')`,
    );
    const forged = await verifyLedger(t.app.db);
    expect(forged).toMatchObject({ ok: false, reason: '一条审计日志记录没有对应的上链交易' });
    await execute(t, asInsider(`delete from audit_log where summary = '伪造的审计记录'`));
    expect(await verifyLedger(t.app.db)).toMatchObject({ ok: true });
  });

  it('and so does GET /portal/chain/verify, once the ledger moves on', async () => {
    expect((await t.get('/portal/chain/verify')).json().data.ok).toBe(true);
    await execute(t, asInsider(`update audit_log set summary = '改写' where id = ${auditId}`));
    await failedSignIn();
    const body = (await t.get('/portal/chain/verify')).json();
    expect(body.msg).toBe('账本校验未通过');
    expect(body.data).toMatchObject({ ok: false, firstBadHeight: await heightOfRef(t, `audit:${auditId}`) });
    expect(JSON.stringify(body)).not.toContain('改写');
  });

  it('gives audit rows written before this version their events at the upgrade', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.login('admin', 'Admin#2026');
      await failedSignIn(fresh);
      // What the previous version left: audit rows and no audit events (nothing sealed yet).
      const sealedAudit = await fresh.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.kind, 'audit.recorded'));
      expect(sealedAudit.filter((event) => event.blockHeight !== null)).toEqual([]);
      await execute(fresh, `delete from ledger_events where kind = 'audit.recorded'`);
      expect((await verifyLedger(fresh.app.db)).ok).toBe(false);
      const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_ledger_audit_custom.sql'))!;
      await execute(fresh, fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await sealBlocks(fresh.app.ctx);
      const rows = await fresh.app.db.select().from(auditLog);
      const events = await fresh.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.kind, 'audit.recorded'));
      expect(events).toHaveLength(rows.length);
      expect(events.every((event) => event.payloadHash && event.txHash && event.opaqueRef)).toBe(true);
      expect(await verifyLedger(fresh.app.db)).toMatchObject({ ok: true });
      const [first] = rows;
      await execute(fresh, asInsider(`update audit_log set summary = '改写' where id = ${first!.id}`));
      expect(await verifyLedger(fresh.app.db)).toMatchObject({ ok: false });
    } finally {
      await fresh.close();
    }
  });
});
