import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { txHashOf, webDigest } from '#utils/ledger-hash';
import { MIGRATIONS_DIR } from '../../server/src/db/client';
import { leads, ledgerEvents } from '../../server/src/db/schema';
import { saltOf } from '../../server/src/modules/chain/payloads';
import { insertLedgerEvent, sealBlocks } from '../../server/src/modules/chain/service';
import { verifyLedger } from '../../server/src/modules/chain/verify';
import { createTestApp, type TestApp } from './support/app';
import { execute } from './support/ledger';

/**
 * D12: a transaction hash covers a random opaque reference, not the row id behind it, so that the public fields of a
 * transaction (kind, time, payload hash) and a guessed `lead:N` do not reproduce it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface PublicTx {
  txHash: string;
  kind: string;
  at: string;
  payloadHash: string;
}

async function sendLead(name: string): Promise<{ id: number; tx: PublicTx; answers: string[] }> {
  expect(
    (await t.post('/index/sendCustomEmail', { name, phone: '13912340001', companyName: '青溪茶业' })).json().code,
  ).toBe(0);
  const [lead] = await t.app.db
    .select({ id: leads.id })
    .from(leads)
    .orderBy(sql`${leads.id} desc`)
    .limit(1);
  const blocks = await t.get('/portal/chain/blocks?limit=1');
  const height = blocks.json().data.list[0].height as number;
  const block = await t.get(`/portal/chain/block?height=${height}`);
  const txHash = block.json().data.transactions.at(-1).txHash as string;
  const tx = await t.get(`/portal/chain/tx?hash=${txHash}`);
  const inclusion = await t.get(`/portal/chain/proof/inclusion?hash=${txHash}`);
  const checkpoint = await t.get('/portal/chain/checkpoint');
  const verify = await t.get('/portal/chain/verify');
  expect(verify.json().data.ok).toBe(true);
  return {
    id: lead!.id,
    tx: tx.json().data as PublicTx,
    answers: [blocks.body, block.body, tx.body, inclusion.body, checkpoint.body, verify.body],
  };
}

describe('opaque references (D12)', () => {
  it('gives every new event a random 16-byte reference that no public answer carries', async () => {
    const { id, answers } = await sendLead('王磊');
    const [event] = await t.app.db
      .select()
      .from(ledgerEvents)
      .where(eq(ledgerEvents.ref, `lead:${id}`));
    expect(event!.opaqueRef).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(event!.opaqueRef!, 'base64url')).toHaveLength(16);
    for (const body of answers) {
      expect(body).not.toContain(`lead:${id}`);
      expect(body).not.toContain(event!.opaqueRef!);
      expect(body).not.toMatch(/"(ref|id|opaqueRef)"/);
    }
    // Every event the application writes has one (leads, registrations, decisions, trace steps, audit rows).
    const without = await t.app.db.execute(sql`select count(*)::int as n from ledger_events where opaque_ref is null`);
    expect((without as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('does not let the public fields and a guessed lead:1…1000 reproduce a transaction hash', async () => {
    const { id, tx } = await sendLead('李娜');
    expect(id).toBeLessThanOrEqual(1000);
    const fields = { kind: tx.kind, createdAt: tx.at, payloadHash: tx.payloadHash };
    const found: number[] = [];
    for (let guess = 1; guess <= 1000; guess += 1)
      if ((await txHashOf(webDigest, { ...fields, ref: `lead:${guess}` })) === tx.txHash) found.push(guess);
    expect(found).toEqual([]);
  });

  it('gives each of 30 identical leads sent at once (written in shared batches) its own reference, salt and hashes', async () => {
    const before = await t.app.db.select({ id: ledgerEvents.id }).from(ledgerEvents);
    const seen = new Set(before.map((event) => event.id));
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.post('/index/sendCustomEmail', { name: '同批', phone: '13912340003', companyName: '同批公司' }),
      ),
    );
    expect(answers.map((answer) => answer.json().code)).toEqual(Array(30).fill(0));
    const events = (await t.app.db.select().from(ledgerEvents)).filter(
      (event) => !seen.has(event.id) && event.ref.startsWith('lead:'),
    );
    expect(events).toHaveLength(30);
    const distinct = (values: (string | null)[]) => new Set(values).size;
    expect(distinct(events.map((event) => event.opaqueRef))).toBe(30);
    expect(distinct(events.map((event) => saltOf(event.payload)))).toBe(30);
    expect(distinct(events.map((event) => event.payloadHash))).toBe(30);
    for (const event of events) {
      expect(Buffer.from(event.opaqueRef!, 'base64url')).toHaveLength(16);
      expect(saltOf(event.payload)).toMatch(/^[0-9a-f]{32}$/);
      // The reference and the salt come from different bytes.
      expect(Buffer.from(event.opaqueRef!, 'base64url').toString('hex')).not.toBe(saltOf(event.payload));
    }
  });

  it('keeps the hashes of events sealed before references; the upgrade gives one to unsealed events only', async () => {
    await sendLead('赵敏');
    // A ledger sealed before references: every event's hash covers its `ref`.
    await execute(t, [
      'update ledger_events set opaque_ref = null, block_height = null, tx_hash = null',
      'delete from ledger_blocks',
      'delete from ledger_tree',
      'delete from ledger_cosignatures',
      'delete from ledger_checkpoints',
    ]);
    await sealBlocks(t.app.ctx);
    const sealed = await t.app.db.select().from(ledgerEvents).orderBy(asc(ledgerEvents.id));
    for (const event of sealed.slice(0, 3))
      expect(await txHashOf(webDigest, { ...event, payloadHash: event.payloadHash! })).toBe(event.txHash);
    expect(await verifyLedger(t.app.db)).toMatchObject({ ok: true });
    // A lead written by the old version, not sealed yet when the upgrade runs.
    expect(
      (await t.post('/index/sendCustomEmail', { name: '钱多', phone: '13912340002', companyName: '某公司' })).json()
        .code,
    ).toBe(0);
    await execute(t, 'update ledger_events set opaque_ref = null where block_height is null');
    const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_ledger_opaque_ref_custom.sql'))!;
    await execute(
      t,
      fs
        .readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
    const after = await t.app.db.select().from(ledgerEvents).orderBy(asc(ledgerEvents.id));
    // Sealed history is untouched: no reference, the same hashes.
    expect(after.slice(0, sealed.length)).toEqual(sealed);
    const fresh = after.at(-1)!;
    expect(fresh.blockHeight).toBeNull();
    expect(Buffer.from(fresh.opaqueRef!, 'base64url')).toHaveLength(16);
    await sealBlocks(t.app.ctx);
    const [sealedFresh] = await t.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.id, fresh.id));
    expect(sealedFresh!.txHash).not.toBe(
      await txHashOf(webDigest, { ...sealedFresh!, payloadHash: sealedFresh!.payloadHash! }),
    );
    expect(
      await txHashOf(webDigest, { ...sealedFresh!, ref: fresh.opaqueRef!, payloadHash: sealedFresh!.payloadHash! }),
    ).toBe(sealedFresh!.txHash);
    // The server's check and the command line's agree on both kinds of hash.
    expect(await verifyLedger(t.app.db)).toMatchObject({ ok: true, pending: 0 });
    expect((await t.get('/portal/chain/verify')).json().data.ok).toBe(true);
    // And a reference edited behind the server is caught.
    await execute(t, `update ledger_events set opaque_ref = 'AAAAAAAAAAAAAAAAAAAAAA' where id = ${fresh.id}`);
    expect(await verifyLedger(t.app.db)).toMatchObject({ ok: false, reason: expect.stringContaining('交易哈希') });
  });
  it('gives two events with identical public fields different transaction hashes', async () => {
    const at = t.clock.now();
    const payload = { record: 'lead', name: '同名' };
    await t.app.db.transaction(async (tx) => {
      await insertLedgerEvent(tx, 'lead.received', 'lead:1', at, payload);
      await insertLedgerEvent(tx, 'lead.received', 'lead:1', at, payload);
    });
    const rows = await t.app.db
      .select()
      .from(ledgerEvents)
      .where(eq(ledgerEvents.createdAt, at))
      .orderBy(asc(ledgerEvents.id));
    const [a, b] = rows.slice(-2);
    // The same payload hash as well: only the opaque reference tells them apart.
    await execute(
      t,
      `update ledger_events set payload = '${a!.payload}', payload_hash = '${a!.payloadHash}' where id = ${b!.id}`,
    );
    await sealBlocks(t.app.ctx);
    const [sealedA] = await t.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.id, a!.id));
    const [sealedB] = await t.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.id, b!.id));
    expect(sealedA!.payloadHash).toBe(sealedB!.payloadHash);
    expect(sealedA!.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sealedB!.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sealedA!.txHash).not.toBe(sealedB!.txHash);
  });
});
