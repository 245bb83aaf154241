import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../server/src/db/schema';
import { housekeeping } from '../../server/src/lib/housekeeping';
import { createTestApp, PNG_1X1, type TestApp } from './support/app';
import { expectServedDocument, getFile, sendFile } from './support/files';
import { loginTwoOrganisations, uploadDocument, validFiling } from './support/talent';

let t: TestApp;
let tokens: { admin: string; reviewer: string; enterprise: string; other: string };
beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginTwoOrganisations(t, { username: 'files02', email: 'files02@example.com', phone: '13300000042' });
});
afterAll(async () => {
  await t?.close();
});

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00,
]);
const BMP = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]);
BMP.writeUInt32LE(62, 2);
BMP.writeUInt32LE(40, 14);

const send = (bytes: Buffer, name: string, contentType?: string, token?: string, app = t) =>
  sendFile(app, bytes, name, token, contentType);
const get = (url: string, token?: string) => getFile(t, url, token);
const bare = (filePath: string) => filePath.split('#')[0]!;

describe('POST /common/upload (D5)', () => {
  it('stores a PNG under a generated name; the answer carries a claim ticket and a signed preview link', async () => {
    const response = await send(PNG_1X1, '营业执照.png');
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.msg).toBe('上传成功');
    expect(body.data.filePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png#ticket=[\w-]{43}$/);
    expect(body.data.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{43}$/);
    const served = await get(body.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('decides the type by bytes: gif, jpeg and bmp pass whatever their names', async () => {
    for (const [bytes, extension] of [
      [GIF, 'gif'],
      [JPEG_HEAD, 'jpg'],
      [BMP, 'bmp'],
    ] as const) {
      const body = (await send(bytes, 'picture.txt')).json();
      expect(body.code).toBe(0);
      expect(bare(body.data.filePath).endsWith(`.${extension}`)).toBe(true);
    }
  });

  it('rejects a non-image named .png (10010, HTTP 415)', async () => {
    const response = await send(Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 10010, msg: '上传图片只能是 JPG/JPEG/GIF/PNG/BMP 格式!' });
  });

  it('rejects more than 5 MB (10010, HTTP 413)', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await send(big, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 10010, msg: '上传图片大小不能超过 5MB!' });
  });

  it('rejects a request that is not multipart (10010)', async () => {
    const response = await t.post('/common/upload', { file: 'x' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 10010, msg: '请以 multipart/form-data 上传图片' });
  });

  it('answers 10009 for an unknown upload name, including path tricks', async () => {
    for (const url of ['/uploads/00000000-0000-0000-0000-000000000000.png', '/uploads/..%2F..%2Fetc%2Fpasswd']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 10009, msg: '文件不存在' });
    }
  });
});

describe('private files (D10)', () => {
  it('an anonymous GET of a document’s bare URL is refused; its owner, a reviewer and the admin read it', async () => {
    const pdf = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string; url: string };
    await t.post('/portal/talent/save', { kind: 'common', name: '附件样例', resumeFiles: [pdf] }, tokens.enterprise);
    const refused = await get(pdf.filePath);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 10009, msg: '文件不存在' });
    expect((await get(pdf.filePath, tokens.other)).statusCode).toBe(404);
    for (const token of [tokens.enterprise, tokens.reviewer, tokens.admin]) {
      expectServedDocument(await get(pdf.filePath, token));
    }
  });

  it('a reviewer does not read a file nobody has attached yet', async () => {
    const pdf = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string };
    expect((await get(pdf.filePath, tokens.reviewer)).statusCode).toBe(404);
    expect((await get(pdf.filePath, tokens.enterprise)).statusCode).toBe(200);
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
    const filing = await validFiling(t, tokens.other, 'common', { resumeFiles: [{ filePath: mine.filePath }] });
    const stolen = await t.post('/portal/talent/submit', filing, tokens.other);
    expect(stolen.json()).toEqual({ code: 10001, msg: '附件不存在，请重新上传' });
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

  it('anonymous visitors upload registration pictures only', async () => {
    const response = await uploadDocument(t, undefined);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 10010, msg: '未登录时只能上传注册用的证件图片' });
  });

  it('anonymous uploads have a daily quota per IP that holds when they arrive together', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { leadsPerMin: 1000, loginPerMin: 1000, codesPerMin: 1000, anonUploadsPerDay: 3 } },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => send(PNG_1X1, 'licence.png', undefined, undefined, limited)),
      );
      const codes = answers.map((response) => response.json().code as number);
      expect(codes.filter((code) => code === 0)).toHaveLength(3);
      const refused = answers.find((response) => response.json().code !== 0)!;
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 10006, msg: '今日上传次数已达上限，请明天再试' });
      expect(await limited.app.db.select().from(uploads)).toHaveLength(3);
      expect(fs.readdirSync(path.join(limited.dataDir, 'uploads'))).toHaveLength(3);
      limited.clock.advance(24 * 3600_000);
      expect((await send(PNG_1X1, 'licence.png', undefined, undefined, limited)).json().code).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('deletes files never attached after 24 hours; attached ones stay', async () => {
    const orphan = bare((await send(PNG_1X1, 'orphan.png')).json().data.filePath);
    const kept = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string };
    await t.post('/portal/talent/save', { kind: 'common', name: '保留附件', resumeFiles: [kept] }, tokens.enterprise);
    t.clock.advance(23 * 3600_000);
    await housekeeping(t.app.ctx);
    expect(fs.existsSync(path.join(t.dataDir, orphan))).toBe(true);
    t.clock.advance(3600_000 + 1000);
    const { uploads: removed } = await housekeeping(t.app.ctx);
    expect(removed).toBeGreaterThanOrEqual(1);
    const name = orphan.slice('/uploads/'.length);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.fileName, name))).toHaveLength(0);
    expect(fs.existsSync(path.join(t.dataDir, orphan))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, kept.filePath))).toBe(true);
    // A day later the morning's session has ended: sign in again.
    tokens.enterprise = await t.login('enterprise01', 'Demo#2026');
    tokens.admin = await t.login('admin', 'Admin#2026');
    expect((await get(kept.filePath, tokens.enterprise)).statusCode).toBe(200);
  });

  it('a public file (a published article’s cover) is served by its bare URL; made private again, it is not', async () => {
    const cover = (await send(PNG_1X1, 'cover.png', undefined, tokens.admin)).json().data as { filePath: string };
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
    expect((await t.post('/portal/content/publish', { id, publish: false }, tokens.admin)).json().code).toBe(0);
    expect((await get(cover.filePath)).statusCode).toBe(404);
  });
});
