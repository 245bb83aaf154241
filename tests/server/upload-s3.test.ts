/**
 * D13 STORAGE=s3: uploads kept in a bucket of a real S3-protocol server (s3rver, in this process, Signature V4
 * checked), with D10's rules unchanged: owners, signed links for 10 minutes served by this server with
 * `Cache-Control: private, no-store`, PDFs as attachments, the anonymous quota, and the 24 h clean-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';
import { s3FileStore } from '../../server/src/lib/file-store';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, PNG_1X1, type TestApp } from './support/app';
import { sendFile } from './support/files';
import { describeStoredFileRules, type FileTokens } from './support/stored-file-cases';
import { loginTwoOrganisations } from './support/talent';

let s3: S3Server;
let t: TestApp;
let tokens: FileTokens;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ config: { storage: s3.storage } });
  tokens = await loginTwoOrganisations(t, { username: 'files03', email: 'files03@example.com', phone: '13300000043' });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('STORAGE=s3: files in the bucket', () => {
  it('an upload goes to the bucket, not to DATA_DIR', async () => {
    const { filePath } = (await sendFile(t, PNG_1X1, '营业执照.png')).json().data as { filePath: string };
    const name = filePath.split('#')[0]!.slice('/uploads/'.length);
    expect(s3.objects()).toContain(name);
    expect(s3.bytesOf(name).equals(PNG_1X1)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', name))).toBe(false);
  });
});

describeStoredFileRules(
  'STORAGE=s3: rules of D10 unchanged',
  {
    config: () => ({ storage: s3.storage }),
    stored: () => s3.objects(),
    backdate: (_, name, ms) => s3.backdate(name, ms),
  },
  () => ({ t, tokens }),
);

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
