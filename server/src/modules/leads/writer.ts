import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import type { MailContent } from '../../mail/templates';
import type { NewLead } from './service';

/** One lead as written: its fields, its time, its ledger kind and its notification mail ('{{id}}' is filled in SQL). */
export type LeadRow = Omit<NewLead, 'kind' | 'userId' | 'serviceKind' | 'contactTime'> & {
  kind: string;
  userId: number | null;
  serviceKind: string | null;
  contactTime: string;
  createdAt: Date;
  ledgerKind: string;
  mail: MailContent;
};

interface Waiting {
  row: LeadRow;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/** Rows per statement: large enough for a burst of 50 connections, small enough to keep one statement short. */
const MAX_BATCH = 100;

/**
 * Group commit for leads. Leads that arrive in the same turn of the event loop, or while a statement is in flight,
 * go out together in the next statement. Each caller is answered only after its own row is committed, so nothing
 * is acknowledged before it is stored; under load the database does one statement per batch instead of one per lead.
 */
export class LeadWriter {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly ctx: AppContext,
    /** PGlite runs one statement at a time anyway; a PostgreSQL pool can overlap a few batches. */
    private readonly maxInFlight = ctx.database.kind === 'postgres' ? 4 : 1,
  ) {}

  write(row: LeadRow): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Batches are cut after the event loop's I/O phase (setImmediate), so that every request read from the sockets
   * meanwhile, including those that arrived while the last statement ran, joins the next batch.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight += 1;
      void this.writeBatch(batch).finally(() => {
        this.inFlight -= 1;
        if (this.queue.length > 0) this.schedule();
      });
    }
  }

  private async writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const ids = await this.insert(batch.map((item) => item.row));
      batch.forEach((item, index) => item.resolve(ids[index]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad row must not fail its neighbours: write them one by one, each with its own answer.
      for (const item of batch) {
        try {
          const [id] = await this.insert([item.row]);
          item.resolve(id!);
        } catch (single) {
          item.reject(single);
        }
      }
    }
  }

  /**
   * D6: the leads, their ledger events and their notification mails in one statement (atomic, one round trip).
   * Ids are drawn from the sequence first so that each mail names its own lead whatever order the rows go in.
   */
  private async insert(rows: LeadRow[]): Promise<number[]> {
    const recipients = this.ctx.config.leadsTo.join(',');
    const values = sql.join(
      rows.map(
        (row, ord) => sql`(${ord}::int, ${row.kind}::text, ${row.source}::text, ${row.application}::text,
          ${row.name}::text, ${row.phone}::text, ${row.companyName}::text, ${row.content}::text, ${row.email}::text,
          ${row.ip}::text, ${row.userId}::int, ${row.serviceKind}::text, ${row.contactTime}::text,
          ${row.createdAt.toISOString()}::timestamptz, ${row.ledgerKind}::text, ${row.mail.subject}::text,
          ${row.mail.text}::text, ${row.mail.html}::text)`,
      ),
      sql`, `,
    );
    const statement: SQL = sql`
      with v (ord, kind, source, application, name, phone, company_name, content, email, ip, user_id, service_kind,
              contact_time, created, ledger_kind, subject, text_body, html_body) as (values ${values}),
      n as materialized (select nextval('leads_id_seq')::int as id, s.* from (select * from v order by ord) s),
      l as (
        insert into leads (id, kind, source, application, name, phone, company_name, content, email, ip, status,
                           note, user_id, service_kind, contact_time, created_at, updated_at)
        overriding system value
        select id, kind, source, application, name, phone, company_name, content, email, ip, 'new', '', user_id,
               service_kind, contact_time, created, created
        from n order by ord
      ), e as (
        insert into ledger_events (kind, ref, created_at)
        select ledger_kind, 'lead:' || id::text, created from n order by ord
      ), o as (
        insert into mail_outbox (kind, recipients, subject, text_body, html_body, status, attempts, next_attempt_at,
                                 created_at)
        select 'lead', ${recipients}::text, replace(subject, '{{id}}', id::text), replace(text_body, '{{id}}', id::text),
               replace(html_body, '{{id}}', id::text), 'pending', 0, created, created
        from n order by ord
      )
      select ord, id from n`;
    const result = await this.ctx.db.execute(statement);
    const idByOrd = new Map(
      rowsOf<{ ord: number; id: number }>(result).map((row) => [Number(row.ord), Number(row.id)]),
    );
    return rows.map((_, ord) => {
      const id = idByOrd.get(ord);
      if (id === undefined) throw new Error('lead insert returned no row');
      return id;
    });
  }
}

const writers = new WeakMap<AppContext, LeadWriter>();

/** The context's one writer, so that every route writing leads shares its batches. */
export function leadWriterFor(ctx: AppContext): LeadWriter {
  let writer = writers.get(ctx);
  if (!writer) {
    writer = new LeadWriter(ctx);
    writers.set(ctx, writer);
  }
  return writer;
}
