/**
 * POST /common/upload's checks (D5), and D10's rules for files kept in DATA_DIR/uploads (the case list shared with
 * STORAGE=s3, upload-s3.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PNG_1X1, type TestApp } from './support/app';
import { getFile, sendFile } from './support/files';
import { describeStoredFileRules, type FileTokens, type StoreUnderTest } from './support/stored-file-cases';
import { loginTwoOrganisations, uploadDocument } from './support/talent';

const LOCAL_STORE: StoreUnderTest = {
  config: () => ({}),
  stored: (app) => {
    const dir = path.join(app.dataDir, 'uploads');
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [entry.name] : []));
  },
  backdate: (app, name, ms) => {
    const time = new Date(Date.now() - ms);
    fs.utimesSync(path.join(app.dataDir, 'uploads', name), time, time);
  },
};

let t: TestApp;
let tokens: FileTokens;
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

const send = (bytes: Buffer, name: string, contentType?: string) => sendFile(t, bytes, name, undefined, contentType);
const get = (url: string, token?: string) => getFile(t, url, token);
const bare = (filePath: string) => filePath.split('#')[0]!;

describe('POST /common/upload (D5)', () => {
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

describeStoredFileRules('private files in DATA_DIR/uploads (D10)', LOCAL_STORE, () => ({ t, tokens }));

describe('anonymous uploads (D10)', () => {
  it('anonymous visitors upload registration pictures only', async () => {
    const response = await uploadDocument(t, undefined);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 10010, msg: '未登录时只能上传注册用的证件图片' });
  });
});
