import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '#contracts/site-defaults';
import { auditLog, siteSettings } from '../../server/src/db/schema';
import { SITE_SETTINGS_TTL_MS } from '../../server/src/modules/site/service';
import { type TestApp, type SeededTokens, withSeededApp } from './support/app';

let t: TestApp;
let tokens: SeededTokens;
withSeededApp((app, seeded) => {
  t = app;
  tokens = seeded;
});

const facts = (changes: Partial<SiteSettings> = {}): SiteSettings => ({ ...SITE_SETTINGS_DEFAULTS, ...changes });
const save = (body: unknown, token = tokens.admin) => t.post('/portal/admin/site/settings', body, token);
const read = () => t.get('/portal/site/settings');
const siteAudits = () =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'site.settings')))
    .orderBy(desc(auditLog.id));

describe('site facts at run time', () => {
  it('are public, answer null before the first save and may be cached briefly', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '操作成功', data: null });
    expect(response.headers['cache-control']).toBe(`public, max-age=${SITE_SETTINGS_TTL_MS / 1000}`);
  });

  it('are changed by the admin only: anonymous 10004, reviewer and organisation 10005, whatever the payload', async () => {
    expect((await save(facts(), '')).json()).toEqual({ code: 10004, msg: '登录已过期，请重新登录' });
    for (const token of [tokens.reviewer, tokens.enterprise])
      expect((await save({ hotline: 'x' }, token)).json()).toEqual({ code: 10005, msg: '没有权限访问该功能' });
    expect(await t.app.db.select().from(siteSettings)).toEqual([]);
  });

  it('refuse each invalid fact with a Chinese message (10001) and keep what was there', async () => {
    const cases: [Partial<SiteSettings> | Record<string, unknown>, string][] = [
      [{ hotline: '热线电话' }, '服务热线：服务热线只能由数字和连字符组成，如 400-000-0000'],
      [{ hotline: '' }, '服务热线：请输入服务热线'],
      [{ companyName: '  ' }, '公司名称：请输入公司名称'],
      [{ serviceEmail: 'service@' }, '商务邮箱：请输入正确的商务邮箱，如 service@company.cn'],
      [{ offices: [] }, '办公地点：请至少填写一个办公地点'],
      [
        { offices: [{ city: '杭州总部', address: '星桥路 1 号', phone: '13x' }] },
        '办公电话：办公电话只能由数字和连字符组成，如 400-000-0000',
      ],
      [{ icpUrl: 'ftp://beian.example.com' }, 'ICP 备案链接：ICP 备案链接须以 http:// 或 https:// 开头，或留空'],
      [{ hotlineHours: '全'.repeat(31) }, '热线服务时间：热线服务时间最多 30 个字符'],
      [{ examples: 'yes' }, '示例标记：请选择是否显示“示例”标记'],
    ];
    for (const [change, msg] of cases)
      expect((await save({ ...facts(), ...change })).json(), JSON.stringify(change)).toEqual({ code: 10001, msg });
    const { examples: _examples, ...withoutExamples } = facts();
    expect((await save(withoutExamples)).json().code).toBe(10001);
    expect((await read()).json().data).toBeNull();
    expect(await siteAudits()).toEqual([]);
  });

  it('a save is read back at once on this instance and audited naming what changed', async () => {
    const next = facts({
      hotline: '400-123-4567',
      hotlineHours: '工作日 9:00-17:30',
      icpUrl: 'https://beian.miit.gov.cn',
    });
    const saved = await save(next);
    expect(saved.json()).toEqual({ code: 0, msg: '站点信息已保存，网站已显示新内容', data: next });
    expect((await read()).json().data).toEqual(next);
    const [audit] = await siteAudits();
    expect(audit).toMatchObject({
      actorName: 'admin',
      actorRole: 'admin',
      target: 'site:settings',
      summary:
        '修改站点信息：服务热线 400-000-0000 → 400-123-4567；热线服务时间 7×24 小时 → 工作日 9:00-17:30；' +
        'ICP 备案链接 （空） → https://beian.miit.gov.cn',
    });
  });

  it('names offices added, changed and removed, and writes nothing when nothing changed', async () => {
    const before = (await read()).json().data as SiteSettings;
    const offices = [
      { ...before.offices[0]!, address: '浙江省杭州市星桥路 200 号' },
      { city: '成都办事处', address: '四川省成都市天府大道 1 号', phone: '028-0000-0000' },
    ];
    expect((await save({ ...before, offices })).json().code).toBe(0);
    const [audit] = await siteAudits();
    expect(audit!.summary).toBe(
      '修改站点信息：' +
        [
          `办公地点 1：杭州总部，${before.offices[0]!.address}，0571-0000-0000 → 杭州总部，浙江省杭州市星桥路 200 号，0571-0000-0000`,
          `办公地点 2：北京研发中心，北京市星桥科技园 7 号楼 5 层，010-0000-0000 → 成都办事处，四川省成都市天府大道 1 号，028-0000-0000`,
          `删除办公地点 3：深圳分公司，广东省深圳市星桥湾创新中心 9 层，0755-0000-0000`,
        ].join('；'),
    );
    const count = (await siteAudits()).length;
    const again = await save({ ...before, offices });
    expect(again.json()).toMatchObject({ code: 0, msg: '站点信息没有变化' });
    expect(await siteAudits()).toHaveLength(count);
  });

  it('another instance on the same database answers the new facts within its cache time', async () => {
    const other = await import('../../server/src/app').then(({ buildApp }) =>
      buildApp({ logger: false, now: t.clock.now, database: t.database.handle, config: t.app.ctx.config }),
    );
    try {
      const first = (await other.inject({ url: '/shangchain/bsnApi/portal/site/settings' })).json()
        .data as SiteSettings;
      expect((await save({ ...first, hotline: '400-765-4321' })).json().code).toBe(0);
      const cached = (await other.inject({ url: '/shangchain/bsnApi/portal/site/settings' })).json().data;
      expect(cached.hotline).toBe(first.hotline);
      t.clock.advance(SITE_SETTINGS_TTL_MS);
      const fresh = (await other.inject({ url: '/shangchain/bsnApi/portal/site/settings' })).json().data;
      expect(fresh.hotline).toBe('400-765-4321');
    } finally {
      await other.close();
    }
  });
});
