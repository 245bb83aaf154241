import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { articles, auditLog, uploads } from '../../server/src/db/schema';
import { EDITED_MEANWHILE } from '../../server/src/modules/content/service';
import { BASE, PNG_1X1, upload, type TestApp, type SeededTokens, withSeededApp } from './support/app';
import { PDF_BYTES, uploadDocument } from './support/talent';
import { emptyPglite } from './support/database';

let t: TestApp;
let tokens: SeededTokens;
withSeededApp((app, seeded) => {
  t = app;
  tokens = seeded;
});

interface Saved {
  id: number;
}
const save = (payload: object, token = tokens.reviewer) => t.post('/portal/content/save', payload, token);
async function saveOk(payload: object, token = tokens.reviewer): Promise<Saved> {
  const response = await save(payload, token);
  const body = response.json();
  if (body.code !== 0) throw new Error(`save failed: ${response.body}`);
  return body.data as Saved;
}
const publish = (id: number, value = true, token = tokens.reviewer) =>
  t.post('/portal/content/publish', { id, publish: value }, token);
const detail = async (id: number, token = tokens.reviewer) =>
  (await t.get(`/portal/content/detail?id=${id}`, token)).json();
const news = async (id: number) => (await t.get(`/portal/news/detail?id=${id}`)).json();
const newsTitles = async (query = '') =>
  ((await t.get(`/portal/news/list?limit=100${query}`)).json().data.list as { title: string }[]).map(
    (item) => item.title,
  );
/** An article picture or PDF uploaded by `token` with kind=article; answers { filePath, url }. */
async function articleFile(token: string, bytes = PNG_1X1, name = 'photo.png') {
  const body = (await uploadDocument(t, token, bytes, name, 'article')).json();
  if (body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data as { filePath: string; url: string };
}
const auditCount = async (action: string) =>
  (await t.app.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('who may manage content', () => {
  it('reviewer and admin; organisations 10005, anonymous 10004, whatever the payload', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/portal/content/list'],
      ['GET', '/portal/content/detail?id=1'],
      ['POST', '/portal/content/save', { title: 1 }],
      ['POST', '/portal/content/publish', { id: 1, publish: true }],
      ['POST', '/portal/content/delete', { id: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      const send = (token?: string) =>
        t.inject({
          method: method as 'GET' | 'POST',
          url: BASE + url,
          payload,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      expect((await send()).json(), url).toEqual({ code: 10004, msg: '登录已过期，请重新登录' });
      expect((await send(tokens.enterprise)).json(), url).toEqual({ code: 10005, msg: '没有权限访问该功能' });
    }
    expect((await t.get('/portal/content/list', tokens.reviewer)).json().code).toBe(0);
    expect((await t.get('/portal/content/list', tokens.admin)).json().code).toBe(0);
  });

  it('article files: reviewer and admin only (kind=article); organisations and anonymous 10005', async () => {
    for (const token of [tokens.enterprise, undefined]) {
      const response = await uploadDocument(t, token, PNG_1X1, 'x.png', 'article');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 10005, msg: '只有管理单位和管理员可以上传文章图片和附件' });
    }
    const text = await uploadDocument(t, tokens.reviewer, Buffer.from('<script>x</script>'), 'x.png', 'article');
    expect(text.json()).toEqual({ code: 10010, msg: '文章图片和附件只能是 JPG/JPEG/GIF/PNG/BMP 图片或 PDF 文件' });
  });

  it('the development articles are listed as published, with counts', async () => {
    const body = (await t.get('/portal/content/list?limit=100', tokens.reviewer)).json();
    expect(body.data.total).toBe(18);
    expect(body.data.counts).toEqual({ draft: 0, published: 18 });
    expect(body.data.list.every((item: { status: string }) => item.status === 'published')).toBe(true);
  });
});

describe('validation (10001, Chinese)', () => {
  it('names the field and the rule; nothing is stored and nothing recorded', async () => {
    const before = await auditCount('content.save');
    const valid = { category: 5, title: '标题', html: '<p>正文</p>' };
    const cases: [object, string][] = [
      [{ category: 8 }, '栏目：栏目必须是 2 到 7'],
      [{ category: undefined }, '栏目：请选择栏目'],
      [{ title: '   ' }, '标题：请输入标题'],
      [{ title: '长'.repeat(101) }, '标题：标题最多 100 个字符'],
      [{ summary: '摘'.repeat(301) }, '摘要：摘要最多 300 个字符'],
      [{ html: '' }, '正文：请输入正文'],
      [{ html: '<script>alert(1)</script><p>   </p>' }, '正文：请输入正文'],
      [{ coverPath: '/etc/passwd' }, '封面图片：图片不存在或不可用，请重新上传'],
      [
        { attachments: [{ filePath: '/uploads/0b0f0c3e-1111-4222-8333-444455556666.pdf' }] },
        '附件不存在或不可用，请重新上传',
      ],
      [{ attachments: 'x' }, '附件格式不正确'],
      [{ id: 999999 }, '文章不存在'],
    ];
    for (const [patch, msg] of cases) {
      const body = (await save({ ...valid, ...patch })).json();
      expect(body, JSON.stringify(patch)).toEqual({ code: msg === '文章不存在' ? 10009 : 10001, msg });
    }
    expect((await publish(1, 'yes' as unknown as boolean)).json()).toEqual({
      code: 10001,
      msg: '发布：发布只能是 true 或 false',
    });
    expect((await t.get('/portal/content/list?status=hidden', tokens.reviewer)).json()).toEqual({
      code: 10001,
      msg: '状态：状态只能是 draft 或 published',
    });
    expect((await t.get('/portal/content/detail?id=0', tokens.reviewer)).json()).toEqual({
      code: 10001,
      msg: '编号：编号必须是正整数',
    });
    expect(await auditCount('content.save')).toBe(before);
    expect((await t.app.db.select().from(articles)).length).toBe(18);
  });
});

describe('drafts, publishing and the public pages', () => {
  let draftId: number;

  it('a new article is a draft: it is in the console, never on /portal/news/list or detail', async () => {
    draftId = (
      await saveOk({ category: 5, title: '园区草稿新闻', summary: '摘要一', html: '<h2>小标题</h2><p>内容</p>' })
    ).id;
    const item = await detail(draftId);
    expect(item.data).toMatchObject({
      id: draftId,
      category: 5,
      title: '园区草稿新闻',
      summary: '摘要一',
      status: 'draft',
      publishedAt: null,
      source: '星桥高新区人才服务中心',
      authorName: 'reviewer',
      updatedByName: 'reviewer',
      html: '<h2>小标题</h2><p>内容</p>',
      attachments: [],
      coverPath: '',
      coverUrl: '',
    });
    expect(await newsTitles()).not.toContain('园区草稿新闻');
    expect(await newsTitles(`&keywords=${encodeURIComponent('草稿新闻')}`)).toEqual([]);
    expect(await newsTitles('&category=5')).not.toContain('园区草稿新闻');
    expect(await news(draftId)).toEqual({ code: 10009, msg: '文章不存在' });
    const list = (await t.get('/portal/content/list?status=draft', tokens.admin)).json().data;
    expect(list.list.map((entry: { id: number }) => entry.id)).toEqual([draftId]);
    expect(list.counts).toEqual({ draft: 1, published: 18 });
  });

  it('published, it is first in its column and readable; taken back, it is gone again', async () => {
    t.clock.advance(60_000);
    expect((await publish(draftId)).json()).toEqual({ code: 0, msg: '文章已发布' });
    expect((await publish(draftId)).json()).toEqual({ code: 0, msg: '文章已是发布状态' });
    expect((await newsTitles('&category=5'))[0]).toBe('园区草稿新闻');
    const shown = await news(draftId);
    expect(shown.data).toMatchObject({
      id: draftId,
      title: '园区草稿新闻',
      content: '<h2>小标题</h2><p>内容</p>',
      publishedAt: t.clock.now().toISOString(),
      cover: '',
      attachments: [],
    });
    expect((await publish(draftId, false)).json()).toEqual({ code: 0, msg: '文章已撤回为草稿' });
    expect(await news(draftId)).toEqual({ code: 10009, msg: '文章不存在' });
    expect(await newsTitles()).not.toContain('园区草稿新闻');
    expect((await detail(draftId)).data).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('editing a published article keeps it published and the public page shows the change at once', async () => {
    await publish(draftId);
    const loaded = (await detail(draftId)).data;
    t.clock.advance(60_000);
    const response = await save(
      { id: draftId, category: 5, title: '园区新闻（更正）', html: '<p>更正后的内容</p>', updatedAt: loaded.updatedAt },
      tokens.admin,
    );
    expect(response.json()).toEqual({ code: 0, msg: '文章已保存', data: { id: draftId } });
    expect((await news(draftId)).data).toMatchObject({ title: '园区新闻（更正）', content: '<p>更正后的内容</p>' });
    expect((await detail(draftId)).data).toMatchObject({
      status: 'published',
      summary: '更正后的内容',
      authorName: 'reviewer',
      updatedByName: 'admin',
    });
    // A save based on the version before the admin's is refused, not silently overwriting it.
    const stale = await save({
      id: draftId,
      category: 5,
      title: '旧版本',
      html: '<p>旧</p>',
      updatedAt: loaded.updatedAt,
    });
    expect(stale.json()).toEqual({ code: 10007, msg: EDITED_MEANWHILE });
    expect((await news(draftId)).data.title).toBe('园区新闻（更正）');
  });

  it('deleted, it disappears from the console and the public pages; a second delete is 10009', async () => {
    expect((await t.post('/portal/content/delete', { id: draftId }, tokens.reviewer)).json()).toEqual({
      code: 0,
      msg: '文章已删除',
    });
    expect(await news(draftId)).toEqual({ code: 10009, msg: '文章不存在' });
    expect(await detail(draftId)).toEqual({ code: 10009, msg: '文章不存在' });
    expect((await t.post('/portal/content/delete', { id: draftId }, tokens.reviewer)).json()).toEqual({
      code: 10009,
      msg: '文章不存在',
    });
    expect((await publish(draftId)).json()).toEqual({ code: 10009, msg: '文章不存在' });
    expect((await t.get('/portal/content/list', tokens.reviewer)).json().data.counts).toEqual({
      draft: 0,
      published: 18,
    });
  });

  it('filters the console list by category, status and keywords', async () => {
    await saveOk({ category: 2, title: '人才政策草稿甲', html: '<p>甲</p>' });
    const byCategory = (await t.get('/portal/content/list?category=2&limit=100', tokens.reviewer)).json().data;
    expect(byCategory.list.every((item: { category: number }) => item.category === 2)).toBe(true);
    expect(byCategory.counts).toEqual({ draft: 1, published: 3 });
    const byKeywords = (
      await t.get(`/portal/content/list?keywords=${encodeURIComponent('草稿甲')}`, tokens.reviewer)
    ).json().data;
    expect(byKeywords.list.map((item: { title: string }) => item.title)).toEqual(['人才政策草稿甲']);
  });
});

describe('sanitising (server allow-list)', () => {
  it('removes scripts, event handlers, javascript: links, frames and foreign pictures; keeps the allowed markup', async () => {
    const dirty = [
      '<h2 style="text-align:center;color:red" onclick="steal()">政策要点</h2>',
      '<p>第一段<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s></p>',
      '<script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
      '<ul><li><p>一</p></li></ul><ol start="2"><li><p>二</p></li></ol><blockquote><p>引用</p></blockquote>',
      '<p><a href="javascript:alert(1)">坏链接</a> <a href="https://gov.example.cn/x" onclick="y()">好链接</a></p>',
      '<img src="x" onerror="alert(1)"><img src="https://evil.example/track.png"><img src="data:image/png;base64,AA==">',
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>项目</p></th><td style="background:url(x)"><p>金额</p></td></tr></tbody></table>',
      '<svg onload="alert(1)"></svg><form action="https://evil.example"><input name="p"></form>',
    ].join('');
    const { id } = await saveOk({ category: 2, title: '清洗测试', html: dirty });
    const clean = (await detail(id)).data.html as string;
    expect(clean).toBe(
      [
        '<h2 style="text-align:center">政策要点</h2>',
        '<p>第一段<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s></p>',
        '<ul><li><p>一</p></li></ul><ol start="2"><li><p>二</p></li></ol><blockquote><p>引用</p></blockquote>',
        '<p><a>坏链接</a> <a href="https://gov.example.cn/x" target="_blank" rel="noopener noreferrer nofollow">好链接</a></p>',
        '<table><tbody><tr><th colspan="1" rowspan="1"><p>项目</p></th><td><p>金额</p></td></tr></tbody></table>',
      ].join(''),
    );
    for (const bad of [
      'script',
      'onerror',
      'onclick',
      'javascript:',
      'iframe',
      'evil',
      'data:',
      'svg',
      'form',
      'color',
    ])
      expect(clean).not.toContain(bad);
    // Served again on the public page, after publishing, through the same allow-list.
    await publish(id);
    expect((await news(id)).data.content).toBe(clean);
    // A row written around the API (e.g. by hand in the database) is cleaned on the way out too.
    await t.app.db
      .update(articles)
      .set({ content: '<p>手工</p><img src=x onerror=alert(1)><script>1</script>' })
      .where(eq(articles.id, id));
    expect((await news(id)).data.content).toBe('<p>手工</p>');
  });
});

describe('pictures, cover and attachments (D10: public only while published)', () => {
  it('a picture uploaded as an article file, put in by its signed link, is stored bare and public only while published', async () => {
    const picture = await articleFile(tokens.reviewer);
    const cover = await articleFile(tokens.reviewer, PNG_1X1, 'cover.png');
    const pdf = await articleFile(tokens.reviewer, PDF_BYTES, '申报表.pdf');
    const { id } = await saveOk({
      category: 3,
      title: '图文通知',
      html: `<p>见下图</p><img src="${picture.url}" alt="流程图">`,
      coverPath: cover.filePath,
      attachments: [{ filePath: pdf.filePath, name: '2026 年申报表.pdf' }],
    });
    const [row] = await t.app.db.select().from(articles).where(eq(articles.id, id));
    expect(row!.content).toBe(`<p>见下图</p><img src="${picture.filePath}" alt="流程图" />`);
    const loaded = (await detail(id)).data;
    expect(loaded.html).toMatch(new RegExp(`src="${picture.filePath}\\?exp=\\d+&amp;sig=[\\w-]{43}"`));
    expect(loaded.coverUrl).toMatch(new RegExp(`^${cover.filePath}\\?exp=\\d+&sig=`));
    expect(loaded.attachments).toEqual([
      { filePath: pdf.filePath, url: expect.stringMatching(/\?exp=\d+&sig=/), name: '2026 年申报表.pdf' },
    ]);
    const bareGet = (url: string) => t.inject({ method: 'GET', url });
    for (const file of [picture, cover, pdf]) expect((await bareGet(file.filePath)).statusCode).toBe(404);

    await publish(id);
    const shown = (await news(id)).data;
    expect(shown).toMatchObject({
      cover: cover.filePath,
      content: `<p>见下图</p><img src="${picture.filePath}" alt="流程图" />`,
      attachments: [{ filePath: pdf.filePath, name: '2026 年申报表.pdf' }],
    });
    expect((await newsTitles('&category=3'))[0]).toBe('图文通知');
    for (const file of [picture, cover]) {
      const served = await bareGet(file.filePath);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
    const served = await bareGet(pdf.filePath);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);

    // Another article uses the same picture: unpublishing the first keeps it public through the second.
    const second = await saveOk(
      { category: 5, title: '转载图片', html: `<img src="${picture.filePath}">` },
      tokens.admin,
    );
    await publish(second.id, true, tokens.admin);
    await publish(id, false);
    expect((await bareGet(picture.filePath)).statusCode).toBe(200);
    expect((await bareGet(cover.filePath)).statusCode).toBe(404);
    await t.post('/portal/content/delete', { id: second.id }, tokens.admin);
    expect((await bareGet(picture.filePath)).statusCode).toBe(404);
    // Removed from an article, a file is private again.
    await publish(id);
    await saveOk({ id, category: 3, title: '图文通知', html: '<p>去掉了图片</p>' });
    expect((await bareGet(picture.filePath)).statusCode).toBe(404);
    expect((await bareGet(cover.filePath)).statusCode).toBe(404);
    const [kept] = await t.app.db
      .select()
      .from(uploads)
      .where(eq(uploads.fileName, picture.filePath.slice(9)));
    expect(kept!.attachedAt).not.toBeNull();
  });

  it('another account’s private file (an organisation’s certificate) can be neither cover, picture nor attachment', async () => {
    const certificate = (await upload(t, PNG_1X1, 'licence.png', tokens.enterprise)).split('#')[0]!;
    const before = (await t.app.db.select().from(articles)).length;
    const attempts: [object, string][] = [
      [{ coverPath: certificate }, '封面图片：图片不存在或不可用，请重新上传'],
      [{ html: `<p>x</p><img src="${certificate}">` }, '正文：图片不存在或不可用，请重新上传'],
      [{ attachments: [{ filePath: certificate }] }, '附件不存在或不可用，请重新上传'],
    ];
    for (const [patch, msg] of attempts)
      expect((await save({ category: 5, title: '越权', html: '<p>x</p>', ...patch })).json()).toEqual({
        code: 10001,
        msg,
      });
    // An anonymous registration picture (claim ticket) neither.
    const anonymous = await upload(t);
    expect((await save({ category: 5, title: '越权', html: '<p>x</p>', coverPath: anonymous })).json().code).toBe(
      10001,
    );
    // A PDF is not a cover.
    const pdf = await articleFile(tokens.reviewer, PDF_BYTES, 'x.pdf');
    expect((await save({ category: 5, title: '封面', html: '<p>x</p>', coverPath: pdf.filePath })).json()).toEqual({
      code: 10001,
      msg: '封面图片：封面只能是图片',
    });
    expect((await t.app.db.select().from(articles)).length).toBe(before);
    expect((await t.inject({ method: 'GET', url: certificate })).statusCode).toBe(404);
  });

  it('a picture another editor put in an article stays usable by the next editor', async () => {
    const picture = await articleFile(tokens.reviewer);
    const { id } = await saveOk({ category: 7, title: '培训通知', html: `<img src="${picture.filePath}">` });
    const edited = await save(
      { id, category: 7, title: '培训通知（改）', html: `<p>改</p><img src="${picture.url}">` },
      tokens.admin,
    );
    expect(edited.json().code).toBe(0);
  });
});

describe('audit rows', () => {
  it('save, publish, unpublish and delete are recorded with the change; refused changes are not', async () => {
    const counts = async () =>
      Promise.all(['content.save', 'content.publish', 'content.unpublish', 'content.delete'].map(auditCount));
    const before = await counts();
    const { id } = await saveOk({ category: 6, title: '招聘信息甲', html: '<p>岗位</p>' });
    await publish(id);
    await publish(id);
    await publish(id, false);
    await t.post('/portal/content/delete', { id }, tokens.admin);
    await t.post('/portal/content/delete', { id }, tokens.admin);
    await save({ category: 6, title: '', html: '<p>x</p>' });
    const after = await counts();
    expect(after.map((value, index) => value - before[index]!)).toEqual([1, 1, 1, 1]);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `article:${id}`)));
    expect(rows.map((row) => [row.actorName, row.summary])).toEqual([
      ['reviewer', '新建草稿文章《招聘信息甲》（招聘信息）'],
      ['reviewer', '发布文章《招聘信息甲》（招聘信息）'],
      ['reviewer', '撤回文章《招聘信息甲》（招聘信息），门户不再显示'],
      ['admin', '删除草稿文章《招聘信息甲》（招聘信息）'],
    ]);
  });
});

describe('migration of an existing database', () => {
  it('articles that were public before the console stay published (0004_ops_console_custom after 0003_ops_console)', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { MIGRATIONS_DIR } = await import('../../server/src/db/client');
    // The migrations folder as it was before the operations console's migration: the first three entries of the journal.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-migrations-'));
    fs.mkdirSync(path.join(before, 'meta'));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    const old = journal.entries.filter((entry: { tag: string }) => entry.tag < '0003');
    fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: old }));
    for (const entry of old as { tag: string }[])
      fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
    const client = await emptyPglite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      await client.query(
        `insert into articles (slug, category, title, content, published_at) values ('old-1', 5, '旧文章', '<p>旧</p>', '2026-10-01T08:00:00Z')`,
      );
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await client.query<{ status: string; created_at: Date; updated_at: Date }>(
        `select status, created_at, updated_at from articles where slug = 'old-1'`,
      );
      expect(rows[0]).toMatchObject({ status: 'published' });
      expect(rows[0]!.created_at.toISOString()).toBe('2026-10-01T08:00:00.000Z');
      expect(rows[0]!.updated_at.toISOString()).toBe('2026-10-01T08:00:00.000Z');
      // A new row without a status is a draft: nothing is published by default.
      await client.query(`insert into articles (slug, category, title, content) values ('new-1', 5, '新', '<p>x</p>')`);
      const fresh = await client.query<{ status: string }>(`select status from articles where slug = 'new-1'`);
      expect(fresh.rows[0]!.status).toBe('draft');
    } finally {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
