import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createTestApp, multipartBody, PNG_1X1, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

async function send(bytes: Buffer, name: string, contentType?: string) {
  return t.inject({ method: 'POST', url: `${BASE}/common/upload`, ...multipartBody('file', name, bytes, contentType) });
}

describe('POST /common/upload (D5)', () => {
  it('stores a PNG under a generated name and serves it back with the detected type', async () => {
    const response = await send(PNG_1X1, '营业执照.png');
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.msg).toBe('上传成功');
    expect(body.data.filePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(body.data.url).toBe(body.data.filePath);
    const served = await t.inject({ method: 'GET', url: body.data.filePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
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
      expect(body.data.filePath.endsWith(`.${extension}`)).toBe(true);
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
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 10009, msg: '文件不存在' });
    }
  });
});
