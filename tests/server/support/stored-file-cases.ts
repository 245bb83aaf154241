/**
 * D10's rules for uploaded files, one case list run over each store (DATA_DIR/uploads and an S3 bucket): who reads a
 * document, signed links, another organisation's claim, a file gone from the store, the anonymous quota, the 24 h
 * clean-up and public covers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '#server/config';
import { uploads } from '#server/db/schema';
import { housekeeping } from '#server/lib/housekeeping';
import { createTestApp, PNG_1X1, type TestApp } from './app';
import { expectServedDocument, getFile, sendFile } from './files';
import { uploadDocument, validFiling } from './talent';

/** One store under test: how to configure an app on it, and what it holds. */
export interface StoreUnderTest {
  /** Settings of an app on this store (none for DATA_DIR/uploads). */
  config: () => Partial<Config>;
  /** The names of the files the store holds for `app`. */
  stored: (app: TestApp) => string[];
  /** Makes a stored file `ms` older by the store's own clock. */
  backdate: (app: TestApp, name: string, ms: number) => void;
}

const nameOf = (filePath: string) => filePath.split('#')[0]!.slice('/uploads/'.length);

/** The sessions of `loginTwoOrganisations`: the seeded accounts and a second approved organisation. */
export type FileTokens = { admin: string; reviewer: string; enterprise: string; other: string };

/** The shared cases, on the file's app on that store (`session`, ready once the file's beforeAll has run). */
export function describeStoredFileRules(
  title: string,
  store: StoreUnderTest,
  session: () => { t: TestApp; tokens: FileTokens },
): void {
  describe(title, () => {
    let t: TestApp;
    let tokens: FileTokens;
    beforeAll(() => {
      ({ t, tokens } = session());
    });
    const send = (bytes: Buffer, name: string, token?: string, app = t) => sendFile(app, bytes, name, token);
    const get = (url: string, token?: string) => getFile(t, url, token);

    it('stores a picture under a generated name; a claim ticket and a signed preview link served privately', async () => {
      const response = await send(PNG_1X1, '营业执照.png');
      const body = response.json();
      expect(body.code).toBe(0);
      expect(body.msg).toBe('上传成功');
      expect(body.data.filePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png#ticket=[\w-]{43}$/);
      expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{43}$/);
      expect(store.stored(t)).toContain(nameOf(body.data.filePath));
      const served = await get(body.data.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['content-disposition']).toMatch(/^inline; /);
      expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    });

    it('a document: its owner reads it; once attached, a reviewer and the admin too, as an attachment; nobody else', async () => {
      const pdf = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string; url: string };
      expect(store.stored(t)).toContain(nameOf(pdf.filePath));
      // Not attached yet: a reviewer does not read it.
      expect((await get(pdf.filePath, tokens.reviewer)).statusCode).toBe(404);
      expect((await get(pdf.filePath, tokens.enterprise)).statusCode).toBe(200);
      await t.post('/portal/talent/save', { kind: 'common', name: '附件样例', resumeFiles: [pdf] }, tokens.enterprise);
      for (const token of [undefined, tokens.other]) {
        const refused = await get(pdf.filePath, token);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ code: 10009, msg: '文件不存在' });
      }
      for (const token of [tokens.enterprise, tokens.reviewer, tokens.admin]) {
        expectServedDocument(await get(pdf.filePath, token));
      }
    });

    it('a signed link works for 10 minutes, and only as signed', async () => {
      const { url } = (await uploadDocument(t, tokens.enterprise)).json().data as { url: string };
      expect((await get(url)).statusCode).toBe(200);
      // Another first character of the signature (one in 64 signatures already starts with 'A').
      const tampered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      expect(tampered).not.toBe(url);
      expect((await get(tampered)).statusCode).toBe(404);
      expect((await get(url.replace(/exp=\d+/, 'exp=9999999999'))).statusCode).toBe(404);
      t.clock.advance(10 * 60_000);
      const expired = await get(url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ code: 10005, msg: '文件链接已过期，请刷新页面后重试' });
    });

    it('another organisation can neither attach nor read your file, even knowing its name', async () => {
      const mine = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string };
      const saved = await t.post(
        '/portal/talent/save',
        { kind: 'common', name: '冒用', resumeFiles: [mine] },
        tokens.other,
      );
      expect(saved.json()).toEqual({ code: 10001, msg: '附件不存在，请重新上传' });
      const filing = await validFiling(t, tokens.other, 'common', { resumeFiles: [{ filePath: mine.filePath }] });
      const submitted = await t.post('/portal/talent/submit', filing, tokens.other);
      expect(submitted.json()).toEqual({ code: 10001, msg: '附件不存在，请重新上传' });
      expect((await get(mine.filePath, tokens.other)).statusCode).toBe(404);
      // An anonymous registration cannot use it either.
      const registration = await t.post('/portal/user/register', {
        userType: 1,
        orgName: '冒用附件科技有限公司',
        orgType: 'I65',
        property: '150',
        scale: '2',
        principalName: '张伟',
        address: '星桥高新区创新大道 1 号',
        orgCode: '91330100MA2TEST09X',
        username: 'steal01',
        password: 'Steal#2026x',
        phone: '13500000099',
        msgCode: '123456',
        email: 'steal01@example.com',
        attachList: [{ filePath: mine.filePath }],
      });
      expect(registration.json()).toEqual({ code: 10001, msg: '证件：证件图片不存在，请重新上传' });
    });

    it('a file gone from the store is answered as missing: it can be neither attached nor read', async () => {
      const gone = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string };
      // Removed behind the server's back (a lifecycle rule, an operator): never a 500.
      await t.app.ctx.files.remove(nameOf(gone.filePath));
      expect(store.stored(t)).not.toContain(nameOf(gone.filePath));
      const attach = await t.post(
        '/portal/talent/save',
        { kind: 'common', name: '丢失', resumeFiles: [gone] },
        tokens.enterprise,
      );
      expect(attach.json()).toEqual({ code: 10001, msg: '附件不存在，请重新上传' });
      const read = await get(gone.filePath, tokens.enterprise);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ code: 10009, msg: '文件不存在' });
    });

    it('anonymous uploads have a daily quota per IP that holds when they arrive together; a refused one stores nothing', async () => {
      const limited = await createTestApp({
        config: {
          ...store.config(),
          rateLimits: { leadsPerMin: 1000, loginPerMin: 1000, codesPerMin: 1000, anonUploadsPerDay: 3 },
        },
      });
      try {
        const before = store.stored(limited).length;
        const answers = await Promise.all(
          Array.from({ length: 12 }, () => send(PNG_1X1, 'licence.png', undefined, limited)),
        );
        const codes = answers.map((response) => response.json().code as number);
        expect(codes.filter((code) => code === 0)).toHaveLength(3);
        const refused = answers.find((response) => response.json().code !== 0)!;
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ code: 10006, msg: '今日上传次数已达上限，请明天再试' });
        expect(await limited.app.db.select().from(uploads)).toHaveLength(3);
        expect(store.stored(limited).length - before).toBe(3);
        limited.clock.advance(24 * 3600_000);
        expect((await send(PNG_1X1, 'licence.png', undefined, limited)).json().code).toBe(0);
      } finally {
        await limited.close();
      }
    });

    it('deletes files never attached after 24 hours, and stray files no row names; attached ones stay', async () => {
      const orphan = nameOf((await send(PNG_1X1, 'orphan.png')).json().data.filePath);
      const kept = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string };
      await t.post('/portal/talent/save', { kind: 'common', name: '保留附件', resumeFiles: [kept] }, tokens.enterprise);
      // Files no row names (a crash between storing and recording): one old, one fresh.
      const strayOld = '00000000-0000-4000-8000-000000000001.png';
      const strayNew = '00000000-0000-4000-8000-000000000002.png';
      await t.app.ctx.files.put(strayOld, PNG_1X1, 'image/png');
      await t.app.ctx.files.put(strayNew, PNG_1X1, 'image/png');
      store.backdate(t, strayOld, 25 * 3600_000);
      t.clock.advance(23 * 3600_000);
      await housekeeping(t.app.ctx);
      expect(store.stored(t)).toContain(orphan);
      expect(store.stored(t)).not.toContain(strayOld);
      t.clock.advance(3600_000 + 1000);
      const { uploads: removed } = await housekeeping(t.app.ctx);
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await t.app.db.select().from(uploads).where(eq(uploads.fileName, orphan))).toHaveLength(0);
      const left = store.stored(t);
      expect(left).not.toContain(orphan);
      expect(left).toContain(nameOf(kept.filePath));
      expect(left).toContain(strayNew);
      // A day later the morning's session has ended: sign in again.
      tokens.enterprise = await t.login('enterprise01', 'Demo#2026');
      tokens.admin = await t.login('admin', 'Admin#2026');
      expect((await get(kept.filePath, tokens.enterprise)).statusCode).toBe(200);
    });

    it('a published article’s cover is public by its bare URL, and private again once unpublished', async () => {
      const cover = (await send(PNG_1X1, 'cover.png', tokens.admin)).json().data as { filePath: string };
      const saved = await t.post(
        '/portal/content/save',
        { category: 5, title: '封面测试', html: '<p>正文</p>', coverPath: cover.filePath },
        tokens.admin,
      );
      const id = saved.json().data.id as number;
      // A draft's cover is private.
      expect((await get(cover.filePath)).statusCode).toBe(404);
      expect((await t.post('/portal/content/publish', { id, publish: true }, tokens.admin)).json().code).toBe(0);
      const served = await get(cover.filePath);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=300');
      expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
      expect((await t.post('/portal/content/publish', { id, publish: false }, tokens.admin)).json().code).toBe(0);
      expect((await get(cover.filePath)).statusCode).toBe(404);
    });
  });
}
