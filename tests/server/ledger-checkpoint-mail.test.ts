import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/src/db/schema';
import { housekeeping } from '../../server/src/lib/housekeeping';
import { createTestApp, type TestApp } from './support/app';

/** D12 LEDGER_CHECKPOINT_TO: the signed checkpoint leaves the server once a day, through the outbox. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { ledgerCheckpointTo: ['audit@park.example.org', 'archive@auditor.example.com'] },
  });
});
afterAll(async () => {
  await t.close();
});

const mails = () =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'ledger-checkpoint')).orderBy(asc(mailOutbox.id));

describe('the daily checkpoint mail (D12)', () => {
  it('queues the signed checkpoint once a Beijing day, to the configured mailboxes, as the log serves it', async () => {
    await t.post('/index/sendCustomEmail', { name: '王磊', phone: '13912340001', companyName: '青溪茶业' });
    expect((await housekeeping(t.app.ctx)).checkpointMailed).toBe(true);
    expect((await housekeeping(t.app.ctx)).checkpointMailed).toBe(false);
    const [mail] = await mails();
    const served = (await t.get('/portal/chain/checkpoint')).body;
    expect(mail).toMatchObject({
      recipients: 'audit@park.example.org,archive@auditor.example.com',
      subject: `账本签名检查点 dev.xingqiao-chain.example.com/ledger #${served.split('\n')[1]}`,
    });
    expect(mail!.textBody).toContain(`-----BEGIN CHECKPOINT-----\n${served}-----END CHECKPOINT-----\n`);
    expect(mail!.textBody).toContain('npm run ledger:verify -- --checkpoint');

    // The next Beijing day (10:00 + 14 h = 00:00 the day after), one more.
    t.clock.advance(14 * 3600 * 1000);
    expect((await housekeeping(t.app.ctx)).checkpointMailed).toBe(true);
    expect(await mails()).toHaveLength(2);
  });

  it('mails nothing without LEDGER_CHECKPOINT_TO', async () => {
    const other = await createTestApp();
    try {
      expect((await housekeeping(other.app.ctx)).checkpointMailed).toBe(false);
    } finally {
      await other.close();
    }
  });
});
