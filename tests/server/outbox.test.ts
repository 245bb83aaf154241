import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '../../server/src/db/schema';
import { LoadMeter } from '../../server/src/lib/load';
import { backoffMs, Outbox } from '../../server/src/mail/outbox';
import { smtpTransport } from '../../server/src/mail/transport';
import { freePort } from '../support/free-port.mjs';
import { createTestApp, type TestApp } from './support/app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((item) => item.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const apps: TestApp[] = [];
let smtp: SMTPServer | undefined;
afterAll(async () => {
  for (const app of apps) await app.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const lead = {
  name: '周杰',
  phone: '13912340009',
  companyName: '杭州示例茶业有限公司',
  content: '咨询溯源',
  email: 'visitor@example.org',
  application: '立即咨询',
};

describe('mail outbox (D6)', () => {
  it('retries with backoff while the SMTP server is down, then delivers exactly once', async () => {
    const port = await freePort();
    const t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    apps.push(t);
    expect((await t.post('/index/sendCustomEmail', lead)).json().code).toBe(0);

    // SMTP down: the lead is stored, the mail stays pending with a later attempt time.
    expect(await t.app.outbox.flush()).toBe(0);
    let [row] = await t.app.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + backoffMs(1));
    expect(row!.lastError).not.toBe('');

    // Not due yet: nothing is tried.
    expect(await t.app.outbox.flush()).toBe(0);
    [row] = await t.app.db.select().from(mailOutbox);
    expect(row!.attempts).toBe(1);

    t.clock.advance(backoffMs(1));
    expect(await t.app.outbox.flush()).toBe(0);
    [row] = await t.app.db.select().from(mailOutbox);
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + backoffMs(2));

    // SMTP up: delivered once, even with a second instance's worker flushing at the same moment.
    const received: Received[] = [];
    smtp = await startSmtp(port, received);
    t.clock.advance(backoffMs(2));
    const otherInstance = new Outbox({
      db: t.app.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      from: t.app.ctx.config.mailFrom,
      now: t.clock.now,
      log: t.app.log,
      claimMs: t.app.ctx.config.mailClaimMs,
    });
    const results = await Promise.all([t.app.outbox.flush(), otherInstance.flush()]);
    await otherInstance.stop();
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.app.outbox.drain()).toBe(0);
    t.clock.advance(3600_000);
    expect(await t.app.outbox.flush()).toBe(0);

    expect(received).toHaveLength(1);
    expect(received[0]!.to.sort()).toEqual(['leads@xingqiao-chain.example.com', 'sales@xingqiao-chain.example.com']);
    expect(received[0]!.to).not.toContain('visitor@example.org');
    expect(received[0]!.from).toBe('noreply@xingqiao-chain.example.com');
    [row] = await t.app.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('without SMTP_URL writes one .eml file per mail under DATA_DIR/outbox', async () => {
    const t = await createTestApp();
    apps.push(t);
    await t.post('/index/sendCustomEmail', lead);
    await t.post('/portal/email/send', { email: 'new-user@example.com' });
    expect(await t.app.outbox.drain()).toBe(2);
    const files = fs.readdirSync(path.join(t.dataDir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{6}-lead\.eml$/);
    expect(files[1]).toMatch(/^\d{6}-email-code\.eml$/);
    const eml = fs.readFileSync(path.join(t.dataDir, 'outbox', files[1]!), 'utf8');
    expect(eml).toContain('To: new-user@example.com');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
    const rows = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(rows).toHaveLength(2);
    expect(await t.app.outbox.drain()).toBe(0);
    expect(fs.readdirSync(path.join(t.dataDir, 'outbox'))).toHaveLength(2);
  });

  it('the worker steps aside during a burst of requests, sends the backlog after it, and never waits over 30 s', async () => {
    const t = await createTestApp();
    apps.push(t);
    for (let index = 0; index < 3; index += 1)
      await t.post('/index/sendCustomEmail', { ...lead, name: `访客${index}` });
    let busy = true;
    const sent: string[] = [];
    const worker = new Outbox({
      db: t.app.db,
      transport: {
        kind: 'eml',
        send: async (mail) => {
          sent.push(mail.subject);
          return mail.messageId;
        },
        close: () => undefined,
      },
      from: t.app.ctx.config.mailFrom,
      now: t.clock.now,
      log: t.app.log,
      intervalMs: 20,
      claimMs: t.app.ctx.config.mailClaimMs,
      load: { busy: () => busy } as LoadMeter,
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      worker.start();
      await pause(300);
      expect(sent).toHaveLength(0);
      // A burst that lasts past 30 s still gets a batch out.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 31_000);
      await vi.waitFor(() => expect(sent).toHaveLength(3), { timeout: 5000, interval: 20 });

      await t.post('/index/sendCustomEmail', { ...lead, name: '访客3' });
      await pause(300);
      expect(sent).toHaveLength(3);
      busy = false; // the burst is over
      await vi.waitFor(() => expect(sent).toHaveLength(4), { timeout: 5000, interval: 20 });
    } finally {
      vi.useRealTimers();
      await worker.stop();
    }
  });
});

describe('load meter', () => {
  it('is busy from the 20th request within 100 ms until 100 ms pass without such a pace', () => {
    let now = 1_000;
    const meter = new LoadMeter(20, 100, () => now);
    for (let index = 0; index < 19; index += 1) meter.hit();
    expect(meter.busy()).toBe(false);
    meter.hit();
    expect(meter.busy()).toBe(true);
    now += 99;
    expect(meter.busy()).toBe(true);
    now += 1;
    expect(meter.busy()).toBe(false);
    // A slow pace, 10 requests a second, never counts as busy.
    for (let index = 0; index < 50; index += 1) {
      now += 100;
      meter.hit();
      expect(meter.busy()).toBe(false);
    }
  });
});
