import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { consoleSmsDriver, webhookSmsDriver } from '../../server/src/sms/driver';
import { createTestApp, type TestApp } from './support/app';

let receiver: http.Server;
let url = '';
let status = 200;
const received: { contentType: string | undefined; body: unknown }[] = [];
let t: TestApp;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.statusCode = status;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sms`;
  t = await createTestApp({ sms: webhookSmsDriver(url) });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('SMS webhook driver (D6)', () => {
  it('POSTs {phone, text} as JSON', async () => {
    const response = await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    expect(response.json()).toEqual({ code: 0, msg: '发送成功' });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.contentType).toBe('application/json');
    expect(received[0]!.body).toEqual({
      phone: '13800000001',
      text: expect.stringMatching(/^【星桥链数】您的登录验证码为 \d{6}，5 分钟内有效，请勿泄露。$/),
    });
  });

  it('delivers after answering: a failing webhook is logged without the text, and the code is forgotten', async () => {
    status = 502;
    t.clock.advance(61_000);
    // D10: the answer does not wait for the gateway, so its timing cannot tell a registered phone.
    const response = await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    expect(response.json()).toEqual({ code: 0, msg: '发送成功' });
    await expect.poll(() => received.length).toBe(2);
    // The undelivered code does not count against the 60 s limit.
    status = 200;
    await expect
      .poll(async () => (await t.post('/portal/sms/send', { phone: '13800000001', type: 2 })).json().code)
      .toBe(0);
  });
});

describe('console SMS driver (development)', () => {
  it('writes the message under DATA_DIR/sms and logs neither its text nor its code (D10)', async () => {
    const lines: string[] = [];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-sms-'));
    const log = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const driver = consoleSmsDriver(log, dir);
    await driver.send('13800000001', '【星桥链数】您的登录验证码为 654321，5 分钟内有效，请勿泄露。');
    const [file] = fs.readdirSync(dir);
    expect(fs.readFileSync(path.join(dir, file!), 'utf8')).toContain('654321');
    expect(lines.join('\n')).toContain('138****0001');
    expect(lines.join('\n')).not.toMatch(/654321|验证码|13800000001/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
