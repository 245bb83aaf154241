import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_TTL_MS } from '../../server/src/modules/stats/service';
import { createTestApp, loginSeededAccounts, registerOrganisation, upload, type TestApp } from './support/app';
import { submitFiling, validFiling } from './support/talent';

let t: TestApp;
let reviewer: string;
let enterprise: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ reviewer, enterprise } = await loginSeededAccounts(t));
});
afterAll(async () => {
  await t?.close();
});

const overview = async () => (await t.get('/portal/stats/overview')).json();
/** Past the cache's lifetime (the app's clock). */
const expireCache = () => t.clock.advance(STATS_TTL_MS);

describe('GET /portal/stats/overview (talent portal home figures)', () => {
  it('answers anyone with counts only: the seeded approved enterprise, no filings, no rewards', async () => {
    const response = await t.get('/portal/stats/overview');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.json()).toEqual({
      code: 0,
      msg: '操作成功',
      data: { organisations: 1, talents: 0, rewards: 0 },
    });
  });

  it('counts an organisation once the managing unit approves it (pending and rejected do not count)', async () => {
    const approvedId = await registerOrganisation(t, {
      username: 'stats01',
      email: 'stats01@example.com',
      phone: '13300000031',
    });
    const rejectedId = await registerOrganisation(t, {
      username: 'stats02',
      email: 'stats02@example.com',
      phone: '13300000032',
      userType: 3,
    });
    expireCache();
    expect((await overview()).data.organisations).toBe(1);

    expect((await t.post('/portal/review/decide', { id: approvedId, decision: 'approve' }, reviewer)).json().code).toBe(
      0,
    );
    const rejected = await t.post(
      '/portal/review/decide',
      { id: rejectedId, decision: 'reject', reason: '营业执照图片不清晰' },
      reviewer,
    );
    expect(rejected.json().code).toBe(0);
    // Cached for a few seconds: the figure may lag the decision by at most the cache's lifetime.
    expect((await overview()).data.organisations).toBe(1);
    t.clock.advance(STATS_TTL_MS - 1);
    expect((await overview()).data.organisations).toBe(1);
    t.clock.advance(1);
    expect((await overview()).data.organisations).toBe(2);
  });

  it('counts approved talent filings and approved rewards', async () => {
    const talentId = await submitFiling(t, enterprise, await validFiling(t, enterprise, 'high'));
    expireCache();
    expect((await overview()).data).toMatchObject({ talents: 0, rewards: 0 });
    await t.post('/portal/talent/review/decide', { id: talentId, decision: 'approve' }, reviewer);
    const created = await t.post(
      '/portal/reward/create',
      {
        talentId,
        rewardType: 'living',
        amount: '12000.00',
        applyReason: '2026 年度生活补贴，已在园区全职工作满一年。',
        attachments: [{ filePath: await upload(t, undefined, undefined, enterprise), name: '劳动合同.png' }],
      },
      enterprise,
    );
    expect(created.json().code).toBe(0);
    expireCache();
    expect((await overview()).data).toMatchObject({ talents: 1, rewards: 0 });
    await t.post('/portal/reward/review/decide', { id: created.json().data.id, decision: 'approve' }, reviewer);
    expireCache();
    expect((await overview()).data).toEqual({ organisations: 2, talents: 1, rewards: 1 });
  });

  it('answers 50 requests at once with the same figures', async () => {
    expireCache();
    const answers = await Promise.all(Array.from({ length: 50 }, () => overview()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ code: 0, msg: '操作成功', data: { organisations: 2, talents: 1, rewards: 1 } });
  });
});
