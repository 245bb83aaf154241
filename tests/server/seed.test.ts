import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { articles, ledgerEvents, traceBatches, users } from '../../server/src/db/schema';
import { sealBlocks } from '../../server/src/modules/chain/service';
import { verifyLedger } from '../../server/src/modules/chain/verify';
import { createTestApp, type TestApp } from './support/app';

/** A production server's first start on an empty database: the seed creates the admin only. */
const PRODUCTION_FIRST_START = {
  emptyDatabase: true,
  config: { env: 'production' as const, isProduction: true, adminPassword: 'Strong#2026' },
};

describe('production seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION_FIRST_START);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates no article: the portal starts empty until the managing unit publishes', async () => {
    expect(await t.app.db.select().from(articles)).toEqual([]);
    expect((await t.get('/portal/news/list?limit=100')).json()).toEqual({
      code: 0,
      msg: '操作成功',
      data: { list: [], total: 0 },
    });
  });

  it('creates the admin only, so the portal home counts no organisation', async () => {
    const accounts = await t.app.db.select({ username: users.username, role: users.role }).from(users);
    expect(accounts).toEqual([{ username: 'admin', role: 'admin' }]);
    expect((await t.get('/portal/stats/overview')).json().data).toEqual({ organisations: 0, talents: 0, rewards: 0 });
  });

  it('starts the ledger without the traceability sample: no sample batch, no transaction (D14)', async () => {
    expect(await t.app.db.select().from(traceBatches)).toEqual([]);
    expect(await t.app.db.select().from(ledgerEvents)).toEqual([]);
    expect((await t.get('/portal/trace/batch?batch=XQ-SAMPLE-0001')).json().code).toBe(10009);
  });

  it('seeding again still creates no article', async () => {
    const { seed } = await import('../../server/src/db/seed');
    await seed(t.app.db, t.app.ctx.config, t.clock.now());
    expect(await t.app.db.select().from(articles)).toEqual([]);
  });
});

describe('instances seeding one database at once (D11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A production seed first: the demo organisation is not there yet, so both seeds below try to add it.
    t = await createTestApp(PRODUCTION_FIRST_START);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("put the demo organisation's registration and approval on the ledger once, and the ledger verifies", async () => {
    const { seed } = await import('../../server/src/db/seed');
    const development = { ...t.app.ctx.config, env: 'development' as const, isProduction: false };
    await Promise.all([0, 1, 2].map(() => seed(t.app.db, development, t.clock.now())));
    const [enterprise] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'enterprise01'));
    const events = await t.app.db
      .select({ kind: ledgerEvents.kind })
      .from(ledgerEvents)
      .where(and(eq(ledgerEvents.ref, `user:${enterprise!.id}`), like(ledgerEvents.kind, 'registration.%')));
    expect(events.map((event) => event.kind).sort()).toEqual(['registration.approved', 'registration.submitted']);
    await sealBlocks(t.app.ctx);
    expect(await verifyLedger(t.app.db)).toMatchObject({ ok: true });
  });
});
