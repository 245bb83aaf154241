import type { AppContext } from '../../context';
import { queryRows, type PreparedStatement } from '../../db/client';
import { payloadHashOf } from '#utils/ledger-hash';
import { nodeDigest } from '../../lib/crypto';
import { GroupCommit } from '../../lib/group-commit';
import type { MailContent } from '../../mail/templates';
import { leadPayload, newSaltsAndRefs, payloadText } from '../chain/payloads';
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
    // D9: each ledger event carries the canonical payload of its lead (the lead's id is in the ref, not in it).
    const random = newSaltsAndRefs(rows.length);
    const payloads = rows.map((row, ord) => payloadText(leadPayload(row), random[ord]!.salt));
    const hashes = await Promise.all(payloads.map((text) => payloadHashOf(nodeDigest, text)));
    const batch = rows.map((row, ord) => ({
      ord,
      kind: row.kind,
      source: row.source,
      application: row.application,
      name: row.name,
      phone: row.phone,
      company_name: row.companyName,
      content: row.content,
      email: row.email,
      ip: row.ip,
      user_id: row.userId,
      service_kind: row.serviceKind,
      contact_time: row.contactTime,
      created: row.createdAt.toISOString(),
      ledger_kind: row.ledgerKind,
      subject: row.mail.subject,
      text_body: row.mail.text,
      html_body: row.mail.html,
      payload: payloads[ord],
      payload_hash: hashes[ord],
      opaque_ref: random[ord]!.opaqueRef,
    }));
    const result = await queryRows(this.ctx.db, INSERT_LEADS, [
      JSON.stringify(batch),
      this.ctx.config.leadsTo.join(','),
    ]);
    const idByOrd = new Map(result.map(([ord, id]) => [Number(ord), Number(id)]));
    return rows.map((_, ord) => {
      const id = idByOrd.get(ord);
      if (id === undefined) throw new Error('lead insert returned no row');
      return id;
    });
  }
}

/**
 * The batch's statement: the rows come as one JSON array ($1) and the mail's recipients as $2, so that its text never
 * changes (a prepared statement on PostgreSQL) and the database parses one parameter, not one per field.
 */
const INSERT_LEADS: PreparedStatement = {
  name: 'leads_insert_batch',
  text: `
    with v as (
      select * from json_to_recordset($1::json) as r (ord int, kind text, source text, application text, name text,
        phone text, company_name text, content text, email text, ip text, user_id int, service_kind text,
        contact_time text, created timestamptz, ledger_kind text, subject text, text_body text, html_body text,
        payload text, payload_hash text, opaque_ref text)
    ),
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
      select 'lead', $2::text, replace(subject, '{{id}}', id::text), replace(text_body, '{{id}}', id::text),
             replace(html_body, '{{id}}', id::text), 'pending', 0, created, created
      from n order by ord
    )
    select ord, id from n`,
};

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
