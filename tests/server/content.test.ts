import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from '#contracts/talent-nav';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /portal/dict', () => {
  it('answers the five dictionaries in Chinese', async () => {
    for (const type of [1, 2, 3, 4, 5]) {
      const body = (await t.get(`/portal/dict?type=${type}`)).json();
      expect(body.code).toBe(0);
      expect(body.data.length).toBeGreaterThanOrEqual(4);
      for (const entry of body.data) expect(entry.value).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.get('/portal/dict?type=3')).json().data[0]).toEqual({ value: '研究生教育', code: '01' });
  });

  it('validates the type', async () => {
    const response = await t.get('/portal/dict?type=8');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 10001, msg: '类型：字典类型必须是 1 到 7' });
  });

  it('seeding again changes nothing', async () => {
    const { seed } = await import('../../server/src/db/seed');
    const before = (await t.get('/portal/dict?type=1')).json().data;
    await seed(t.app.db, t.app.ctx.config, t.clock.now());
    expect((await t.get('/portal/dict?type=1')).json().data).toEqual(before);
    expect((await t.get('/portal/news/list?limit=100')).json().data.total).toBe(18);
  });
});

describe('news', () => {
  it('has articles in every talent-portal category, newest first', async () => {
    for (const category of ARTICLE_CATEGORIES) {
      const body = (await t.get(`/portal/news/list?category=${category}`)).json();
      expect(body.data.total, `category ${category}`).toBeGreaterThanOrEqual(3);
      const dates = body.data.list.map((item: { publishedAt: string }) => item.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('pages and searches by keywords', async () => {
    const first = (await t.get('/portal/news/list?currPage=1&limit=10')).json();
    expect(first.data.list).toHaveLength(10);
    expect(first.data.total).toBe(18);
    const second = (await t.get('/portal/news/list?currPage=2&limit=10')).json();
    expect(second.data.list).toHaveLength(8);
    const found = (await t.get(`/portal/news/list?keywords=${encodeURIComponent('联盟链')}`)).json();
    expect(found.data.list[0].title).toBe('园区人才服务联盟链正式上线运行');
    expect((await t.get(`/portal/news/list?keywords=${encodeURIComponent('%')}`)).json().data.total).toBe(0);
  });

  it('answers the detail with HTML content; 10009 when missing; 10001 for a bad id', async () => {
    const list = (await t.get('/portal/news/list?category=5&limit=1')).json();
    const detail = (await t.get(`/portal/news/detail?id=${list.data.list[0].id}`)).json();
    expect(detail.code).toBe(0);
    expect(detail.data.content).toMatch(/^<p>/);
    expect((await t.get('/portal/news/detail?id=999999')).json()).toEqual({ code: 10009, msg: '文章不存在' });
    expect((await t.get('/portal/news/detail?id=abc')).json()).toEqual({
      code: 10001,
      msg: '编号：文章编号必须是数字',
    });
    expect((await t.get('/portal/news/list?category=9')).json()).toEqual({
      code: 10001,
      msg: '栏目：栏目必须是 2 到 7',
    });
  });
});
