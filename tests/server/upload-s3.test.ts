/**
 * D13 STORAGE=s3: uploads kept in a bucket of a real S3-protocol server (s3rver, in this process, Signature V4
 * checked), with D10's rules unchanged: owners, signed links for 10 minutes served by this server with
 * `Cache-Control: private, no-store`, PDFs as attachments, the anonymous quota, and the 24 h clean-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';
import { uploads } from '../../server/src/db/schema';
import { s3FileStore } from '../../server/src/lib/file-store';
import { housekeeping } from '../../server/src/lib/housekeeping';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, PNG_1X1, type TestApp } from './support/app';
import { expectServedDocument, getFile, sendFile } from './support/files';
import { loginTwoOrganisations, uploadDocument } from './support/talent';

let s3: S3Server;
let t: TestApp;
let tokens: { admin: string; reviewer: string; enterprise: string; other: string };

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ config: { storage: s3.storage } });
  tokens = await loginTwoOrganisations(t, { username: 'files03', email: 'files03@example.com', phone: '13300000043' });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const send = (bytes: Buffer, name: string, token?: string, app = t) => sendFile(app, bytes, name, token);
const get = (url: string, token?: string) => getFile(t, url, token);
const nameOf = (filePath: string) => filePath.split('#')[0]!.slice('/uploads/'.length);

describe('STORAGE=s3: files in the bucket, rules of D10 unchanged', () => {
  it('an upload goes to the bucket, not to DATA_DIR; its signed link is served by this server, private', async () => {
    const { filePath, url } = (await send(PNG_1X1, '营业执照.png')).json().data as { filePath: string; url: string };
    const name = nameOf(filePath);
    expect(s3.objects()).toContain(name);
    expect(s3.bytesOf(name).equals(PNG_1X1)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', name))).toBe(false);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('a document: its owner, a reviewer and the admin read it, as an attachment; nobody else does', async () => {
    const pdf = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string; url: string };
    expect(s3.objects()).toContain(nameOf(pdf.filePath));
    // Not attached yet: a reviewer does not read it.
    expect((await get(pdf.filePath, tokens.reviewer)).statusCode).toBe(404);
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

  it('a signed link works for 10 minutes and only as signed', async () => {
    const { url } = (await uploadDocument(t, tokens.enterprise)).json().data as { url: string };
    expect((await get(url)).statusCode).toBe(200);
    const tampered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(404);
    t.clock.advance(10 * 60_000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: 10005, msg: '文件链接已过期，请刷新页面后重试' });
  });

  it('another organisation cannot attach your file; a file gone from the bucket cannot be attached or read', async () => {
    const mine = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string };
    const stolen = await t.post(
      '/portal/talent/save',
      { kind: 'common', name: '冒用', resumeFiles: [mine] },
      tokens.other,
    );
    expect(stolen.json()).toEqual({ code: 10001, msg: '附件不存在，请重新上传' });
    // Removed behind the server's back (a lifecycle rule, an operator): answered as missing, never a 500.
    const gone = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string };
    await t.app.ctx.files.remove(nameOf(gone.filePath));
    expect(s3.objects()).not.toContain(nameOf(gone.filePath));
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

  it('the anonymous daily quota holds, and a refused upload leaves nothing in the bucket', async () => {
    const limited = await createTestApp({
      config: {
        storage: s3.storage,
        rateLimits: { leadsPerMin: 1000, loginPerMin: 1000, codesPerMin: 1000, anonUploadsPerDay: 3 },
      },
    });
    try {
      const before = s3.objects().length;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => send(PNG_1X1, 'licence.png', undefined, limited)),
      );
      const codes = answers.map((response) => response.json().code as number);
      expect(codes.filter((code) => code === 0)).toHaveLength(3);
      const refused = answers.find((response) => response.json().code !== 0)!;
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 10006, msg: '今日上传次数已达上限，请明天再试' });
      expect(s3.objects().length - before).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('deletes from the bucket files never attached after 24 hours, and stray objects no row names; attached ones stay', async () => {
    const orphan = nameOf((await send(PNG_1X1, 'orphan.png')).json().data.filePath);
    const kept = (await uploadDocument(t, tokens.enterprise)).json().data as { filePath: string };
    await t.post('/portal/talent/save', { kind: 'common', name: '保留附件', resumeFiles: [kept] }, tokens.enterprise);
    // Objects no row names (a crash between storing and recording): one old, one fresh.
    const strayOld = '00000000-0000-4000-8000-000000000001.png';
    const strayNew = '00000000-0000-4000-8000-000000000002.png';
    await t.app.ctx.files.put(strayOld, PNG_1X1, 'image/png');
    await t.app.ctx.files.put(strayNew, PNG_1X1, 'image/png');
    s3.backdate(strayOld, 25 * 3600_000);
    t.clock.advance(23 * 3600_000);
    await housekeeping(t.app.ctx);
    expect(s3.objects()).toContain(orphan);
    expect(s3.objects()).not.toContain(strayOld);
    t.clock.advance(3600_000 + 1000);
    const { uploads: removed } = await housekeeping(t.app.ctx);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(uploads).where(eq(uploads.fileName, orphan))).toHaveLength(0);
    const left = s3.objects();
    expect(left).not.toContain(orphan);
    expect(left).toContain(nameOf(kept.filePath));
    expect(left).toContain(strayNew);
    tokens.enterprise = await t.login('enterprise01', 'Demo#2026');
    tokens.admin = await t.login('admin', 'Admin#2026');
    expect((await get(kept.filePath, tokens.enterprise)).statusCode).toBe(200);
  });

  it('a published article’s cover in the bucket is public by its bare URL, and private again once unpublished', async () => {
    const cover = (await send(PNG_1X1, 'cover.png', tokens.admin)).json().data as { filePath: string };
    const saved = await t.post(
      '/portal/content/save',
      { category: 5, title: '封面测试', html: '<p>正文</p>', coverPath: cover.filePath },
      tokens.admin,
    );
    const id = saved.json().data.id as number;
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

describe('STORAGE=s3 settings', () => {
  it('STORAGE=s3 without its settings refuses to start, naming what to set', () => {
    let message = '';
    try {
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'uploads' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message.split('\n')).toContain(
      '  - STORAGE: s3 needs S3_ENDPOINT (the http(s):// address of the store), S3_ACCESS_KEY_ID (the access key), S3_SECRET_ACCESS_KEY (its secret); or STORAGE=local keeps uploads in DATA_DIR/uploads',
    );
    expect(() => loadConfig({ STORAGE: 'nfs' })).toThrow(/STORAGE: must be local or s3/);
  });

  it('reads the S3 settings; local is the default', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
        S3_BUCKET: 'xq-uploads',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://oss-cn-hangzhou.aliyuncs.com',
      bucket: 'xq-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
  });

  it('lists a bucket of several pages', async () => {
    const names = s3.objects();
    expect(names.length).toBeGreaterThan(5);
    const pages: string[][] = [];
    for await (const page of s3FileStore(s3.storage, 2).list()) pages.push(page.map((file) => file.name));
    expect(pages.length).toBe(Math.ceil(names.length / 2));
    expect(pages.flat().sort()).toEqual(names);
  });

  it('the start-up check names the store’s own answer for a wrong secret or a missing bucket', async () => {
    await expect(s3FileStore({ ...s3.storage, secretAccessKey: 'wrong' }).check()).rejects.toThrow(
      /^listing S3 bucket xq-uploads at http:\/\/127\.0\.0\.1:\d+: HTTP 403 SignatureDoesNotMatch/,
    );
    await expect(s3FileStore({ ...s3.storage, bucket: 'no-such' }).check()).rejects.toThrow(
      /^listing S3 bucket no-such at http:\/\/127\.0\.0\.1:\d+: HTTP 404 NoSuchBucket/,
    );
    await expect(s3FileStore(s3.storage).check()).resolves.toBeUndefined();
  });
});
