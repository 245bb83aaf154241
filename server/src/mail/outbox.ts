import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailContent } from './templates';
import type { MailTransport } from './transport';

export const MAX_ATTEMPTS = 30;
const CLAIM_MS = 60_000;
const BATCH = 50;
const KICK_DELAY_MS = 200;

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
}

/** D6 outbox: rows first, a worker sends them, each row is marked sent once. */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private kickPending = false;

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
    this.running ??= this.flushFullBatches().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Keeps sending while batches come back full, so a backlog drains at SMTP speed, not one batch per tick. */
  private async flushFullBatches(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.flushOnce();
      total += sent;
      // A short batch means nothing more is due, or SMTP failed (those rows now wait for their backoff).
      if (sent < BATCH) return total;
    }
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
      this.flush().catch((error: unknown) => this.options.log.error({ err: error }, 'outbox flush failed'));
    }, KICK_DELAY_MS).unref();
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) => this.options.log.error({ err: error }, 'outbox flush failed'));
    }, this.options.intervalMs ?? 2_000);
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
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(claimedAt.getTime() + CLAIM_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    let sent = 0;
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
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
        const done = await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: now(), lockedUntil: null, messageId, attempts: row.attempts + 1 })
          .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')))
          .returning({ id: mailOutbox.id });
        sent += done.length;
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        this.options.log.warn({ outboxId: row.id, attempts, error: message }, 'mail delivery failed, will retry');
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lockedUntil: null,
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return sent;
  }
}
