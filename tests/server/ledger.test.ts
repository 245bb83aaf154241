import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBlocks, ledgerEvents } from '../../server/src/db/schema';
import { verifyLedger } from '../../server/src/modules/chain/verify';
import { createTestApp, type TestApp } from './support/app';
import { buildLedgerScenario, execute, expectDetected, heightOfRef, type LedgerScenario } from './support/ledger';

let t: TestApp;
let s: LedgerScenario;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildLedgerScenario(t);
});
afterAll(async () => {
  await t?.close();
});

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

async function event(ref: string) {
  const rows = await t.app.db
    .select()
    .from(ledgerEvents)
    .where(eq(ledgerEvents.ref, ref))
    .orderBy(asc(ledgerEvents.id));
  return rows.at(-1)!;
}

describe('verification of an untouched ledger', () => {
  it('recomputes every payload, transaction, Merkle root, block hash and link: ok', async () => {
    const result = await verifyLedger(t.app.db);
    expect(result).toMatchObject({ ok: true, pending: 0 });
    const [head] = await t.app.db
      .select()
      .from(ledgerBlocks)
      .orderBy(sql`height desc`)
      .limit(1);
    expect(result.height).toBe(head!.height);
    expect(result.headHash).toBe(head!.hash);
    expect(result.checkedBlocks).toBe(head!.height);
    const events = await t.app.db.select({ id: ledgerEvents.id }).from(ledgerEvents);
    expect(result.checkedTransactions).toBe(events.length);
    expect(result.firstBadHeight).toBeUndefined();
  });

  it('answers the same on GET /portal/chain/verify, for anyone, without personal data', async () => {
    const body = (await t.get('/portal/chain/verify')).json();
    expect(body).toMatchObject({ code: 0, msg: '账本校验通过', data: { ok: true } });
    expect(body.data.detail).toBeUndefined();
  });

  it('stores no password hash and no ticket in any payload', async () => {
    const rows = await t.app.db.select({ payload: ledgerEvents.payload }).from(ledgerEvents);
    for (const row of rows) {
      expect(row.payload).not.toMatch(/argon2|passwordHash|ticket/);
      expect(JSON.parse(row.payload!).salt).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});

/** The records' tables and the prefix of their events' refs. */
const REF_PREFIX = { leads: 'lead', talent_filings: 'talent', users: 'user', reward_applications: 'reward' } as const;

/**
 * One column of a scenario record edited behind the server (`edit`, put back by `undo`), reported at the block of
 * the record's event (`event`: the suffix of a later event, e.g. its decision).
 */
interface RecordEdit {
  table: keyof typeof REF_PREFIX;
  row: Exclude<keyof LedgerScenario, 'tokens'>;
  edit: string;
  undo: string;
  event?: string;
  reason?: RegExp | ((height: number) => RegExp);
}

const RECORD_EDITS: [name: string, edits: RecordEdit[]][] = [
  [
    "a lead's content edited",
    [
      {
        table: 'leads',
        row: 'leadId',
        edit: "content = content || '（已改）'",
        undo: "content = replace(content, '（已改）', '')",
        reason: (height) => new RegExp(`区块 ${height} 中的一笔交易（业务咨询）与数据库中的线索记录不一致`),
      },
    ],
  ],
  [
    "a service request's description edited",
    [{ table: 'leads', row: 'serviceId', edit: "content = '改'", undo: "content = '茶园溯源'" }],
  ],
  [
    "an approved filing's ID number edited",
    [
      {
        table: 'talent_filings',
        row: 'approvedTalent',
        edit: "id_card = '330106199003071244'",
        undo: "id_card = '330106199003071236'",
        reason: /人才登记/,
      },
    ],
  ],
  [
    'a resubmitted filing put back to its first content, and a draft made approved',
    [
      {
        table: 'talent_filings',
        row: 'resubmittedTalent',
        edit: "mobile = '13900000000'",
        undo: "mobile = '13912345678'",
      },
      // A draft (edited after its rejection) turned approved: it no longer equals what was submitted and decided.
      {
        table: 'talent_filings',
        row: 'draftAfterRejection',
        edit: "status = 'approved'",
        undo: "status = 'draft'",
        reason: /人才登记/,
      },
      // Still a draft, but its rejection reason rewritten.
      {
        table: 'talent_filings',
        row: 'draftAfterRejection',
        event: ':rejected',
        edit: "review_reason = ''",
        undo: "review_reason = '毕业证书编号有误'",
        reason: /审核交易/,
      },
    ],
  ],
  [
    'a decision reason edited (registration, filing, reward)',
    [
      {
        table: 'users',
        row: 'rejectedUserId',
        edit: "review_reason = '材料齐全'",
        undo: "review_reason = '营业执照照片不清晰'",
        reason: /审核交易（机构注册审核驳回）与数据库中的审核记录不一致/,
      },
      {
        table: 'reward_applications',
        row: 'rejectedReward',
        event: ':rejected',
        edit: 'review_reason = null',
        undo: "review_reason = '租房合同已过期'",
      },
    ],
  ],
  [
    'a rejected registration flipped to approved, an amount raised',
    [
      {
        table: 'users',
        row: 'rejectedUserId',
        edit: "status = 'approved'",
        undo: "status = 'rejected'",
        reason: /审核状态/,
      },
      {
        table: 'reward_applications',
        row: 'approvedReward',
        edit: 'amount_fen = amount_fen * 10',
        undo: 'amount_fen = amount_fen / 10',
      },
    ],
  ],
];

describe('tampering behind the server is reported with the first bad block', () => {
  for (const [name, edits] of RECORD_EDITS)
    it(name, async () => {
      for (const { table, row, edit, undo, event = '', reason } of edits) {
        const id = s[row];
        const height = await heightOfRef(t, `${REF_PREFIX[table]}:${id}${event}`);
        await expectDetected(
          t,
          `update ${table} set ${edit} where id = ${id}`,
          `update ${table} set ${undo} where id = ${id}`,
          height,
          typeof reason === 'function' ? reason(height) : reason,
        );
      }
    });

  it('a ledger event edited: its payload, its kind, its time', async () => {
    const row = await event(`lead:${s.leadId}`);
    const height = row.blockHeight!;
    await expectDetected(
      t,
      `update ledger_events set payload = replace(payload, '王磊', '王雷') where id = ${row.id}`,
      `update ledger_events set payload = ${quote(row.payload!)} where id = ${row.id}`,
      height,
      /内容与内容哈希不符/,
    );
    await expectDetected(
      t,
      `update ledger_events set kind = 'service.requested' where id = ${row.id}`,
      `update ledger_events set kind = 'lead.received' where id = ${row.id}`,
      height,
    );
    await expectDetected(
      t,
      `update ledger_events set created_at = created_at + interval '1 millisecond' where id = ${row.id}`,
      `update ledger_events set created_at = created_at - interval '1 millisecond' where id = ${row.id}`,
      height,
      /交易哈希/,
    );
  });

  it('a ledger event edited with its hashes recomputed: the Merkle root gives it away', async () => {
    const row = await event(`talent:${s.approvedTalent}:approved`);
    const { nodeDigest } = await import('../../server/src/lib/crypto');
    const { payloadHashOf, txHashOf } = await import('#utils/ledger-hash');
    const payload = row.payload!.replace(/"reason":null/, '"reason":"x"');
    const payloadHash = await payloadHashOf(nodeDigest, payload);
    // An insider recomputes the hash as the sealer does: over the event's opaque reference.
    const txHash = await txHashOf(nodeDigest, { ...row, ref: row.opaqueRef!, payloadHash });
    await expectDetected(
      t,
      `update ledger_events set payload = ${quote(payload)}, payload_hash = '${payloadHash}', tx_hash = '${txHash}' where id = ${row.id}`,
      `update ledger_events set payload = ${quote(row.payload!)}, payload_hash = '${row.payloadHash}', tx_hash = '${row.txHash}' where id = ${row.id}`,
      row.blockHeight!,
    );
  });

  it('a ledger event deleted', async () => {
    const row = await event(`reward:${s.approvedReward}`);
    await expectDetected(
      t,
      `delete from ledger_events where id = ${row.id}`,
      sql`insert into ledger_events (id, kind, ref, opaque_ref, created_at, block_height, payload, payload_hash, tx_hash)
          overriding system value values (${row.id}, ${row.kind}, ${row.ref}, ${row.opaqueRef}, ${row.createdAt.toISOString()}::timestamptz,
          ${row.blockHeight}, ${row.payload}, ${row.payloadHash}, ${row.txHash})`,
      row.blockHeight!,
    );
  });

  it('a block rewritten: Merkle root, time, prev link, or its hash', async () => {
    const [block] = await t.app.db.select().from(ledgerBlocks).where(eq(ledgerBlocks.height, 2));
    const restore = `update ledger_blocks set merkle_root = '${block!.merkleRoot}', sealed_at = '${block!.sealedAt.toISOString()}', prev_hash = '${block!.prevHash}', hash = '${block!.hash}' where height = 2`;
    await expectDetected(t, `update ledger_blocks set merkle_root = '${'a'.repeat(64)}' where height = 2`, restore, 2);
    await expectDetected(
      t,
      `update ledger_blocks set sealed_at = sealed_at + interval '1 second' where height = 2`,
      restore,
      2,
      /区块哈希/,
    );
    await expectDetected(t, `update ledger_blocks set prev_hash = '${'0'.repeat(64)}' where height = 2`, restore, 2);
    // The block's hash recomputed after an edit: the next block's link breaks.
    const { nodeDigest } = await import('../../server/src/lib/crypto');
    const { blockHashOf } = await import('#utils/ledger-hash');
    const sealedAt = new Date(block!.sealedAt.getTime() + 1000);
    const hash = await blockHashOf(nodeDigest, { ...block!, sealedAt });
    await expectDetected(
      t,
      `update ledger_blocks set sealed_at = '${sealedAt.toISOString()}', hash = '${hash}' where height = 2`,
      restore,
      3,
      /前一区块哈希与区块 2 不衔接/,
    );
  });

  it('transactions reordered: two swapped inside a block, or moved to another block', async () => {
    const rows = await t.app.db
      .select()
      .from(ledgerEvents)
      .where(eq(ledgerEvents.blockHeight, 2))
      .orderBy(asc(ledgerEvents.id));
    const [a, b] = rows;
    const set = (target: typeof a, from: typeof a) =>
      `update ledger_events set kind = ${quote(from!.kind)}, ref = ${quote(from!.ref)}, opaque_ref = ${quote(from!.opaqueRef!)}, created_at = '${from!.createdAt.toISOString()}', payload = ${quote(from!.payload!)}, payload_hash = '${from!.payloadHash}', tx_hash = '${from!.txHash}' where id = ${target!.id}`;
    await expectDetected(t, [set(a, b), set(b, a)], [set(a, a), set(b, b)], 2, /默克尔根|换序/);
    await expectDetected(
      t,
      `update ledger_events set block_height = 3 where id = ${a!.id}`,
      `update ledger_events set block_height = 2 where id = ${a!.id}`,
      2,
    );
  });

  it("the chain's tail cut off, and a row inserted behind the server", async () => {
    const [head] = await t.app.db
      .select()
      .from(ledgerBlocks)
      .orderBy(sql`height desc`)
      .limit(1);
    const events = await t.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.blockHeight, head!.height));
    await execute(t, `delete from ledger_events where block_height = ${head!.height}`);
    await execute(t, `delete from ledger_blocks where height = ${head!.height}`);
    const cut = await verifyLedger(t.app.db);
    // The rows whose events went with the block have no transaction any more.
    expect(cut).toMatchObject({ ok: false, reason: expect.stringMatching(/没有对应的上链交易|审核状态/) });
    for (const row of events)
      await execute(
        t,
        sql`insert into ledger_events (id, kind, ref, opaque_ref, created_at, block_height, payload, payload_hash, tx_hash)
          overriding system value values (${row.id}, ${row.kind}, ${row.ref}, ${row.opaqueRef}, ${row.createdAt.toISOString()}::timestamptz,
          ${row.blockHeight}, ${row.payload}, ${row.payloadHash}, ${row.txHash})`,
      );
    await execute(
      t,
      sql`insert into ledger_blocks values (${head!.height}, ${head!.prevHash}, ${head!.merkleRoot}, ${head!.txCount},
          ${head!.startedAt.toISOString()}::timestamptz, ${head!.sealedAt.toISOString()}::timestamptz, ${head!.hash})`,
    );
    expect((await verifyLedger(t.app.db)).ok).toBe(true);

    await execute(
      t,
      `insert into leads (kind, name, phone, content, created_at, updated_at) values ('contact', '伪造', '13000000000', '', now(), now())`,
    );
    const forged = await verifyLedger(t.app.db);
    expect(forged).toMatchObject({
      ok: false,
      reason: '一条线索记录没有对应的上链交易',
      firstBadHeight: forged.height,
    });
    await execute(t, `delete from leads where name = '伪造'`);
    expect((await verifyLedger(t.app.db)).ok).toBe(true);
  });

  it('a record deleted under its events', async () => {
    const height = await heightOfRef(t, `lead:${s.leadId}`);
    await execute(t, `create table leads_backup as select * from leads where id = ${s.leadId}`);
    await expectDetected(
      t,
      `delete from leads where id = ${s.leadId}`,
      [`insert into leads overriding system value select * from leads_backup`, `drop table leads_backup`],
      height,
      /已被删除/,
    );
  });
});
