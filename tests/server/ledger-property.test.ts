import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../server/src/modules/chain/verify';
import { createTestApp, type TestApp } from './support/app';
import { buildLedgerScenario, type LedgerScenario } from './support/ledger';

let t: TestApp;
let s: LedgerScenario;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildLedgerScenario(t);
});
afterAll(async () => {
  await t?.close();
});

type Kind = 'text' | 'hex' | 'int' | 'time';
interface Field {
  table: string;
  column: string;
  where: string;
  kind: Kind;
}

/** Every hashed field of every kind of row the scenario has: what a payload, transaction or block hash covers. */
async function hashedFields(): Promise<Field[]> {
  const fields: Field[] = [];
  const add = (table: string, where: string, kind: Kind, ...columns: string[]) =>
    columns.forEach((column) => fields.push({ table, column, where, kind }));
  add(
    'leads',
    `id = ${s.leadId}`,
    'text',
    'kind',
    'name',
    'phone',
    'company_name',
    'content',
    'email',
    'application',
    'source',
    'contact_time',
  );
  add('leads', `id = ${s.serviceId}`, 'text', 'service_kind', 'content', 'contact_time');
  add('leads', `id = ${s.leadId}`, 'time', 'created_at');
  add(
    'users',
    `id = ${s.rejectedUserId}`,
    'text',
    'username',
    'org_name',
    'org_type',
    'principal_name',
    'address',
    'org_code',
    'phone',
    'email',
    'review_reason',
  );
  add('users', `id = ${s.rejectedUserId}`, 'time', 'reviewed_at', 'created_at');
  add('users', `id = ${s.rejectedUserId}`, 'int', 'reviewer_id', 'user_type');
  add(
    'talent_filings',
    `id = ${s.approvedTalent}`,
    'text',
    'kind',
    'name',
    'gender',
    'id_card',
    'birth_date',
    'mobile',
    'email',
    'education',
    'major',
    'job_title',
    'position',
    'entry_date',
    'talent_category',
    'achievements',
  );
  add('talent_filings', `id = ${s.resubmittedTalent}`, 'text', 'name', 'id_card', 'mobile');
  add('talent_filings', `id = ${s.approvedTalent}`, 'time', 'submitted_at', 'reviewed_at');
  add('talent_filings', `id = ${s.approvedTalent}`, 'int', 'user_id', 'reviewer_id');
  add('reward_applications', `id = ${s.approvedReward}`, 'text', 'reward_type', 'apply_reason');
  add('reward_applications', `id = ${s.rejectedReward}`, 'text', 'review_reason');
  add('reward_applications', `id = ${s.approvedReward}`, 'int', 'amount_fen', 'talent_id');
  add('trace_steps', `batch_code = 'XQ-SAMPLE-0001' and seq = 4`, 'text', 'stage', 'title', 'detail', 'place', 'actor');
  add('trace_batches', `code = 'XQ-SAMPLE-0001'`, 'text', 'product', 'brand', 'origin', 'quantity');
  for (const ref of [`lead:${s.leadId}`, `talent:${s.approvedTalent}:approved`, `user:${s.rejectedUserId}`]) {
    // Keyed by id, resolved first: a key on the column being changed would miss the row when undoing.
    const found = (await t.app.db.execute(
      sql`select max(id)::int as id from ledger_events where ref = ${ref}`,
    )) as unknown as { rows: { id: number }[] };
    const where = `id = ${found.rows[0]!.id}`;
    add('ledger_events', where, 'text', 'kind', 'ref', 'payload');
    add('ledger_events', where, 'hex', 'payload_hash', 'tx_hash');
    add('ledger_events', where, 'time', 'created_at');
    add('ledger_events', where, 'int', 'block_height');
  }
  for (const height of [1, 2, 3]) {
    add('ledger_blocks', `height = ${height}`, 'hex', 'prev_hash', 'merkle_root', 'hash');
    add('ledger_blocks', `height = ${height}`, 'time', 'sealed_at');
    add('ledger_blocks', `height = ${height}`, 'int', 'tx_count');
  }
  return fields;
}

const HEX = '0123456789abcdef';
const TEXT = 'aZ7中 -';

/** One character replaced by another (a single byte for ASCII and hex), one unit added to a number or a time. */
function changed(value: unknown, kind: Kind, position: number, pick: number): unknown {
  if (kind === 'int') return Number(value) + 1 + (pick % 255);
  if (kind === 'time') return new Date(new Date(value as string).getTime() + 1 + (pick % 1000)).toISOString();
  const text = String(value ?? '');
  const alphabet = kind === 'hex' ? HEX : TEXT;
  if (text.length === 0) return alphabet[pick % alphabet.length];
  const chars = [...text];
  const index = position % chars.length;
  const choices = [...alphabet].filter((char) => char !== chars[index]);
  chars[index] = choices[pick % choices.length]!;
  return chars.join('');
}

describe('property: any single change in any hashed field is detected', () => {
  it('reports every one of them, and verifies again once it is undone', async () => {
    expect((await verifyLedger(t.app.db)).ok).toBe(true);
    const fields = await hashedFields();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), fc.nat(), fc.nat(), async (field, position, pick) => {
        const target = sql.raw(`${field.table} set ${field.column}`);
        const where = sql.raw(field.where);
        const read = (await t.app.db.execute(
          sql`select ${sql.raw(field.column)}${sql.raw(field.kind === 'time' ? '::text' : '')} as value from ${sql.raw(field.table)} where ${where}`,
        )) as unknown as { rows: { value: unknown }[] };
        const original = read.rows[0]!.value;
        const value = changed(original, field.kind, position, pick);
        const cast = sql.raw(field.kind === 'int' ? '::int' : field.kind === 'time' ? '::timestamptz' : '::text');
        try {
          await t.app.db.execute(sql`update ${target} = ${value}${cast} where ${where}`);
        } catch {
          return; // the database itself refuses it (a foreign key, a unique index): nothing to detect
        }
        try {
          const result = await verifyLedger(t.app.db);
          expect(
            result.ok,
            `${field.table}.${field.column} ${JSON.stringify(original)} → ${JSON.stringify(value)}`,
          ).toBe(false);
        } finally {
          await t.app.db.execute(sql`update ${target} = ${original}${cast} where ${where}`);
        }
      }),
      { numRuns: 80 },
    );
    const after = await verifyLedger(t.app.db);
    expect(after.ok, JSON.stringify(after)).toBe(true);
  });
});
