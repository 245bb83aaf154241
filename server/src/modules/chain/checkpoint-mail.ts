import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { mailOutbox } from '../../db/schema';
import { dayNumberStart, shanghaiDayNumber } from '#utils/shanghai-date';
import { checkpointWithCosignatures } from './checkpoint';

/** Any number: the lock under which one instance decides whether today's checkpoint mail is queued. */
const CHECKPOINT_MAIL_LOCK = 190_013;
export const CHECKPOINT_MAIL_KIND = 'ledger-checkpoint';

/**
 * D12 LEDGER_CHECKPOINT_TO: once a day (Beijing time) the newest signed checkpoint is mailed through the outbox to
 * mailboxes outside the operator's reach; `npm run ledger:verify -- --checkpoint <file>` checks a saved one later.
 * Called by the hourly housekeeping; queues nothing when today's is queued already. Returns whether it queued one.
 */
export async function mailDailyCheckpoint(ctx: AppContext): Promise<boolean> {
  const to = ctx.config.ledgerCheckpointTo;
  if (to.length === 0) return false;
  const dayStart = dayNumberStart(shanghaiDayNumber(ctx.now()));
  const { note } = await checkpointWithCosignatures(ctx);
  const [origin, size] = note.split('\n');
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHECKPOINT_MAIL_LOCK})`);
    const [queued] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, CHECKPOINT_MAIL_KIND), gte(mailOutbox.createdAt, dayStart)))
      .limit(1);
    if (queued) return false;
    const text =
      `这是账本 ${origin} 今天的签名检查点（共 ${size} 笔交易）。请原样保存本邮件中的检查点；` +
      `日后运行 npm run ledger:verify -- --checkpoint <保存的文件> 即可证明那时的账本没有被改写。\n\n` +
      `Today's signed checkpoint of the ledger ${origin}. Keep it as it is: npm run ledger:verify -- --checkpoint <file> proves later that the ledger still extends it.\n\n` +
      `-----BEGIN CHECKPOINT-----\n${note}-----END CHECKPOINT-----\n`;
    await ctx.outbox.enqueue(tx, CHECKPOINT_MAIL_KIND, to, {
      subject: `账本签名检查点 ${origin} #${size}`,
      text,
      html: '',
    });
    return true;
  });
}
