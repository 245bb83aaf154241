import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSmsDriver } from '../../server/src/sms/driver';
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
    const response = await t.post('/portal/sms/send', { phone: '13600001111', type: 1 });
    expect(response.json()).toEqual({ code: 0, msg: '发送成功' });
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe('application/json');
    expect(received[0]!.body).toEqual({
      phone: '13600001111',
      text: expect.stringMatching(/^【星桥链数】您的注册验证码为 \d{6}，5 分钟内有效，请勿泄露。$/),
    });
  });

  it('answers 50000 without internals when the webhook fails', async () => {
    status = 502;
    const response = await t.post('/portal/sms/send', { phone: '13600002222', type: 1 });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 50000, msg: '短信发送失败，请稍后再试' });
    // The undelivered code does not count against the 60 s limit.
    status = 200;
    expect((await t.post('/portal/sms/send', { phone: '13600002222', type: 1 })).json().code).toBe(0);
  });
});
