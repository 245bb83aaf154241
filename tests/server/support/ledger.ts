import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import pg from 'pg';
import { fromPgPool, type Db } from '#server/db/client';
import { ledgerEvents } from '#server/db/schema';
import { verifyLedger } from '#server/modules/chain/verify';
import { upload, type TestApp } from './app';
import { HAN_XUE, IDS, loginTwoOrganisations, submitFiling, validFiling } from './talent';
import { registerOrganisation } from './app';

/** Every kind of recorded row, in every state a ledger check has to tell apart. */
export interface LedgerScenario {
  tokens: { admin: string; reviewer: string; enterprise: string; other: string };
  leadId: number;
  serviceId: number;
  rejectedUserId: number;
  approvedTalent: number;
  resubmittedTalent: number;
  draftAfterRejection: number;
  pendingTalent: number;
  approvedReward: number;
  rejectedReward: number;
}

async function ok(response: Promise<{ json(): { code: number; data?: unknown } }>) {
  const body = (await response).json();
  if (body.code !== 0) throw new Error(JSON.stringify(body));
  return body.data as { id: number };
}

export async function buildLedgerScenario(t: TestApp): Promise<LedgerScenario> {
  const tokens = await loginTwoOrganisations(t, {
    username: 'ledger02',
    email: 'ledger02@example.com',
    phone: '13300000022',
  });
  const { enterprise, reviewer } = tokens;
  await ok(
    t.post('/index/sendCustomEmail', {
      name: '王磊',
      phone: '13912340001',
      companyName: '青溪茶业',
      content: '想了解红茶溯源方案',
    }),
  );
  const [lead] = await t.app.db
    .execute(sql`select max(id)::int as id from leads where kind <> 'portal'`)
    .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
  const service = await ok(
    t.post(
      '/portal/service/create',
      { kind: 'traceability', description: '茶园溯源', contactTime: '工作日' },
      enterprise,
    ),
  );
  const rejectedUserId = await registerOrganisation(t, {
    username: 'ledger03',
    email: 'ledger03@example.com',
    phone: '13300000023',
  });
  await ok(
    t.post('/portal/review/decide', { id: rejectedUserId, decision: 'reject', reason: '营业执照照片不清晰' }, reviewer),
  );

  const approvedTalent = await submitFiling(t, enterprise, await validFiling(t, enterprise, 'high'));
  await ok(t.post('/portal/talent/review/decide', { id: approvedTalent, decision: 'approve' }, reviewer));

  const resubmittedTalent = await submitFiling(
    t,
    enterprise,
    await validFiling(t, enterprise, 'common', { ...HAN_XUE, entryDate: '2019-01-01' }),
  );
  await ok(
    t.post('/portal/talent/review/decide', { id: resubmittedTalent, decision: 'reject', reason: '简历缺页' }, reviewer),
  );
  await submitFiling(
    t,
    enterprise,
    await validFiling(t, enterprise, 'common', { ...HAN_XUE, entryDate: '2019-01-01', id: resubmittedTalent }),
  );
  await ok(t.post('/portal/talent/review/decide', { id: resubmittedTalent, decision: 'approve' }, reviewer));

  const draftAfterRejection = await submitFiling(
    t,
    enterprise,
    await validFiling(t, enterprise, 'graduates', {
      name: '周宁',
      idCard: IDS.male1998,
      birthDate: '1998-06-16',
      entryDate: '2021-07-01',
      graduationYear: '2020',
    }),
  );
  await ok(
    t.post(
      '/portal/talent/review/decide',
      { id: draftAfterRejection, decision: 'reject', reason: '毕业证书编号有误' },
      reviewer,
    ),
  );
  await ok(
    t.post(
      '/portal/talent/save',
      {
        ...(await validFiling(t, enterprise, 'graduates')),
        id: draftAfterRejection,
        name: '周宁',
        diplomaNumber: '103351202006000999',
      },
      enterprise,
    ),
  );

  const pendingTalent = await submitFiling(
    t,
    enterprise,
    await validFiling(t, enterprise, 'common', {
      name: '刘洋',
      idCard: IDS.male1985,
      birthDate: '1985-01-01',
      gender: 'male',
    }),
  );

  const files = [{ filePath: await upload(t, undefined, undefined, enterprise), name: '购房合同.png' }];
  const reward = (rewardType: string) => ({
    talentId: approvedTalent,
    rewardType,
    amount: '12345.67',
    applyReason: '2026 年度补贴，已在园区全职工作满一年。',
    attachments: files,
  });
  const approvedReward = (await ok(t.post('/portal/reward/create', reward('living'), enterprise))).id;
  await ok(t.post('/portal/reward/review/decide', { id: approvedReward, decision: 'approve' }, reviewer));
  const rejectedReward = (
    await ok(t.post('/portal/reward/create', { ...reward('rent'), attachments: [{ ...files[0]! }] }, enterprise))
  ).id;
  await ok(
    t.post(
      '/portal/reward/review/decide',
      { id: rejectedReward, decision: 'reject', reason: '租房合同已过期' },
      reviewer,
    ),
  );

  await t.get('/portal/chain/blockNumber', enterprise);
  return {
    tokens,
    leadId: lead!.id,
    serviceId: service.id,
    rejectedUserId,
    approvedTalent,
    resubmittedTalent,
    draftAfterRejection,
    pendingTalent,
    approvedReward,
    rejectedReward,
  };
}

/** The block of the latest event of a ref. */
export async function heightOfRef(t: TestApp, ref: string): Promise<number> {
  const rows = await t.app.db
    .select({ height: ledgerEvents.blockHeight })
    .from(ledgerEvents)
    .where(eq(ledgerEvents.ref, ref))
    .orderBy(asc(ledgerEvents.id));
  const height = rows.at(-1)?.height;
  if (!height) throw new Error(`no sealed event for ${ref}`);
  return height;
}

/**
 * Runs statements one by one (PostgreSQL's extended protocol takes one statement per query), as the database's
 * owner: the insider who changes what the application's role may not (on PGlite, the one user).
 */
export async function execute(t: TestApp, statements: SQL | string | (SQL | string)[]): Promise<void> {
  const db = ownerDb(t);
  for (const statement of Array.isArray(statements) ? statements : [statements])
    await db.execute(typeof statement === 'string' ? sql.raw(statement) : statement);
}

/** Drizzle over the owner's connection (the application's own on PGlite). */
export function ownerDb(t: TestApp): Db {
  return t.database.kind === 'postgres' ? fromPgPool(t.database.handle as pg.Pool).db : t.app.db;
}

/** Applies a change behind the server's back, expects verification to name `height`, then undoes it. */
export async function expectDetected(
  t: TestApp,
  change: SQL | string | (SQL | string)[],
  undo: SQL | string | (SQL | string)[],
  height: number,
  reason?: RegExp,
): Promise<void> {
  await execute(t, change);
  try {
    const result = await verifyLedger(t.app.db);
    expect(result.ok, `not detected: ${typeof change === 'string' ? change : 'change'}`).toBe(false);
    expect(result.firstBadHeight).toBe(height);
    if (reason) expect(result.reason).toMatch(reason);
  } finally {
    await execute(t, undo);
  }
  expect((await verifyLedger(t.app.db)).ok).toBe(true);
}
