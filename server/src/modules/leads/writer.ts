import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { payloadHashOf } from '#utils/ledger-hash';
import { nodeDigest } from '../../lib/crypto';
import { GroupCommit } from '../../lib/group-commit';
import type { MailContent } from '../../mail/templates';
import { leadPayload, newOpaqueRef, newSalt, payloadText } from '../chain/payloads';
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

/** Rows per statement: large enough for a burst of 50 connections, small enough to keep one statement short. */
const MAX_BATCH = 100;

/**
 * Group commit for leads (GroupCommit): leads that arrive together are written by one statement, and each answer
 * waits for its own row to be committed.
 */
export class LeadWriter {
  private readonly batches: GroupCommit<LeadRow, number>;

  constructor(
    private readonly ctx: AppContext,
    /** PGlite runs one statement at a time anyway; a PostgreSQL pool can overlap a few batches. */
    maxInFlight = ctx.database.kind === 'postgres' ? 4 : 1,
  ) {
    this.batches = new GroupCommit((rows) => this.insert(rows), { maxBatch: MAX_BATCH, maxInFlight });
  }

  write(row: LeadRow): Promise<number> {
    return this.batches.submit(row);
  }

  /**
   * D6: the leads, their ledger events and their notification mails in one statement (atomic, one round trip).
   * Ids are drawn from the sequence first so that each mail names its own lead whatever order the rows go in.
   */
  private async insert(rows: LeadRow[]): Promise<number[]> {
    const recipients = this.ctx.config.leadsTo.join(',');
    // D9: each ledger event carries the canonical payload of its lead (the lead's id is in the ref, not in it).
    const payloads = rows.map((row) => payloadText(leadPayload(row), newSalt()));
    const hashes = await Promise.all(payloads.map((text) => payloadHashOf(nodeDigest, text)));
    const values = sql.join(
      rows.map(
        (row, ord) => sql`(${ord}::int, ${row.kind}::text, ${row.source}::text, ${row.application}::text,
          ${row.name}::text, ${row.phone}::text, ${row.companyName}::text, ${row.content}::text, ${row.email}::text,
          ${row.ip}::text, ${row.userId}::int, ${row.serviceKind}::text, ${row.contactTime}::text,
          ${row.createdAt.toISOString()}::timestamptz, ${row.ledgerKind}::text, ${row.mail.subject}::text,
          ${row.mail.text}::text, ${row.mail.html}::text, ${payloads[ord]}::text, ${hashes[ord]}::text, ${newOpaqueRef()}::text)`,
      ),
      sql`, `,
    );
    const statement: SQL = sql`
      with v (ord, kind, source, application, name, phone, company_name, content, email, ip, user_id, service_kind,
              contact_time, created, ledger_kind, subject, text_body, html_body, payload, payload_hash, opaque_ref)
        as (values ${values}),
      n as materialized (select nextval('leads_id_seq')::int as id, s.* from (select * from v order by ord) s),
      l as (
        insert into leads (id, kind, source, application, name, phone, company_name, content, email, ip, status,
                           note, user_id, service_kind, contact_time, created_at, updated_at)
        overriding system value
        select id, kind, source, application, name, phone, company_name, content, email, ip, 'new', '', user_id,
               service_kind, contact_time, created, created
        from n order by ord
      ), e as (
        insert into ledger_events (kind, ref, opaque_ref, created_at, payload, payload_hash)
        select ledger_kind, 'lead:' || id::text, opaque_ref, created, payload, payload_hash from n order by ord
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
