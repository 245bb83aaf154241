import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { LoadMeter } from '../lib/load';
import type { MailContent } from './templates';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 30;
/**
 * Rows claimed, sent and then marked sent together. A crash between sending and marking re-sends at most one batch
 * (same Message-ID): the size bounds those duplicates, which the reliability suite checks (≤ 20).
 */
export const OUTBOX_BATCH = 20;
const KICK_DELAY_MS = 200;
const SEND_CONCURRENCY = 4;
/** The longest the worker steps aside for a burst of requests before it sends a batch anyway. */
const MAX_DEFER_MS = 30_000;

/** Mail kinds whose bodies hold a one-time link: once sent, the stored copy keeps only this note. */
export const REDACTED_AFTER_SENDING = ['set-password'];
const REDACTED_BODY = '（已发送；邮件中的一次性链接不在服务器上保留）';

/** 5 s, 10 s, 20 s … capped at 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

/** Anything that can run an insert: the database or a transaction. */
type Writer = Pick<Db, 'insert'>;

export interface OutboxOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** How long a claim holds (config `mailClaimMs`); a process killed after claiming delays its batch by this much. */
  claimMs: number;
  /** When given, the worker steps aside during bursts of requests. */
  load?: LoadMeter;
}

/** D6 outbox: rows first, a worker sends them, each row is marked sent once. */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private kickPending = false;
  private deferredSince: number | undefined;

  constructor(private readonly options: OutboxOptions) {}

  get transportKind(): 'smtp' | 'eml' {
    return this.options.transport.kind;
  }

  /** Queues a mail inside the caller's transaction (or directly). */
  async enqueue(writer: Writer, kind: string, to: string[], content: MailContent): Promise<void> {
    const now = this.options.now();
    await writer.insert(mailOutbox).values({
      kind,
      recipients: to.join(','),
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  /** Sends every due row once; returns how many were sent. Concurrent calls share one run. */
  flush(): Promise<number> {
    return this.run(false);
  }

  /** The worker's own flush (timer, kick): it steps aside while the server is busy with a burst of requests. */
  private backgroundFlush(): void {
    this.run(true).catch((error: unknown) => this.options.log.error({ err: error }, 'outbox flush failed'));
  }

  private run(yieldToRequests: boolean): Promise<number> {
    this.running ??= this.flushFullBatches(yieldToRequests).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Keeps sending while batches come back full, so a backlog drains at SMTP speed, not one batch per tick. */
  private async flushFullBatches(yieldToRequests: boolean): Promise<number> {
    let total = 0;
    for (;;) {
      if (yieldToRequests && this.stepAside()) return total;
      const sent = await this.flushOnce();
      total += sent;
      // A short batch means nothing more is due, or SMTP failed (those rows now wait for their backoff).
      if (sent < OUTBOX_BATCH) return total;
    }
  }

  /**
   * During a burst (LoadMeter) the mail waits: answers never wait for mail, and composing it would slow them.
   * The next tick after the burst sends the backlog; a burst longer than MAX_DEFER_MS still gets a batch out.
   */
  private stepAside(): boolean {
    if (!this.options.load?.busy()) {
      this.deferredSince = undefined;
      return false;
    }
    const now = Date.now();
    this.deferredSince ??= now;
    if (now - this.deferredSince < MAX_DEFER_MS) return true;
    this.deferredSince = now;
    return false;
  }

  /** Flushes until nothing due is left (tests, shutdown). */
  async drain(maxRounds = 20): Promise<number> {
    let total = 0;
    for (let round = 0; round < maxRounds; round += 1) {
      const sent = await this.flush();
      total += sent;
      if (sent === 0 && (await this.dueCount()) === 0) break;
    }
    return total;
  }

  /** Mails not yet delivered, due or waiting (a retry's backoff, a claim of a process that died): for /health. */
  async backlog(): Promise<number> {
    const [row] = await this.options.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    return row?.count ?? 0;
  }

  async dueCount(): Promise<number> {
    const now = this.options.now();
    const [row] = await this.options.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)));
    return row?.count ?? 0;
  }

  /**
   * Asks the worker to look at the outbox soon (after an enqueue). Kicks within KICK_DELAY_MS share one flush,
   * so that a burst of leads costs one claim query per batch rather than one per lead.
   */
  kick(): void {
    if (!this.timer || this.kickPending) return;
    this.kickPending = true;
    setTimeout(() => {
      this.kickPending = false;
      this.backgroundFlush();
    }, KICK_DELAY_MS).unref();
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.backgroundFlush(), this.options.intervalMs ?? 2_000);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => 0);
    this.options.transport.close();
  }

  private async flushOnce(): Promise<number> {
    const { db, now } = this.options;
    const claimedAt = now();
    // Claim due rows so that another instance does not send them at the same time.
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, claimedAt),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, claimedAt)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(OUTBOX_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(claimedAt.getTime() + this.options.claimMs) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    // A few mails at a time: the SMTP pool has several connections, and file writes overlap.
    const delivered: { id: number; messageId: string; attempts: number }[] = [];
    const queue = claimed.sort((a, b) => a.id - b.id);
    const sendNext = async (): Promise<void> => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        try {
          const messageId = await this.options.transport.send({
            from: this.options.from,
            to: row.recipients.split(','),
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
            messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@xingqiao-chain.example.com>`,
            fileStem: `${String(row.id).padStart(6, '0')}-${row.kind}`,
          });
          delivered.push({ id: row.id, messageId, attempts: row.attempts + 1 });
        } catch (error) {
          await this.deferAfterFailure(row, error);
        }
      }
    };
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, sendNext));
    if (delivered.length === 0) return 0;
    // One statement marks the whole batch sent; a row already marked (by another instance) is not counted twice.
    const values = sql.join(
      delivered.map((item) => sql`(${item.id}::int, ${item.messageId}::text, ${item.attempts}::int)`),
      sql`, `,
    );
    // Mail carrying a one-time link keeps no copy of it once sent (only hashes of tokens at rest).
    const redacted = sql.join(
      REDACTED_AFTER_SENDING.map((kind) => sql`${kind}`),
      sql`, `,
    );
    const marked = await db.execute(sql`
      update mail_outbox m
      set status = 'sent', sent_at = ${now().toISOString()}::timestamptz, locked_until = null,
          message_id = d.message_id, attempts = d.attempts,
          text_body = case when m.kind in (${redacted}) then ${REDACTED_BODY} else m.text_body end,
          html_body = case when m.kind in (${redacted}) then '' else m.html_body end
      from (values ${values}) as d (id, message_id, attempts)
      where m.id = d.id and m.status = 'pending'
      returning m.id`);
    return rowsOf(marked).length;
  }

  private async deferAfterFailure(row: typeof mailOutbox.$inferSelect, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    this.options.log.warn({ outboxId: row.id, attempts, error: message }, 'mail delivery failed, will retry');
    await this.options.db
      .update(mailOutbox)
      .set({
        attempts,
        lockedUntil: null,
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(this.options.now().getTime() + backoffMs(attempts)),
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      })
      .where(eq(mailOutbox.id, row.id));
  }
}
