import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startServer, type ServerProcess } from './server-process';
import type { SmtpCatcher } from '../../support/smtp-catcher';
import { BASE, markersIn } from './load';
import { pgQuery } from '../../support/pg-cluster';

export type DbKind = 'pglite' | 'postgres';

export interface Stack {
  kind: DbKind;
  dataDir: string;
  databaseUrl?: string;
  app: ServerProcess;
}

export const LEADS_TO = 'leads@xingqiao-chain.example.com';

/**
 * How long a dead process's claimed mail batch waits before another sends it (MAIL_CLAIM_SECONDS). The property is
 * the same at any length (the batch goes out once the claim lapses, exactly once); the default run waits 10 s for
 * it instead of production's 60 s, FULL=1 keeps 60 s.
 */
export const MAIL_CLAIM_SECONDS = process.env.FULL === '1' ? 60 : 10;

/** `npm start`'s server entry on a fresh (or given) DATA_DIR, mail to the catcher, on PGlite or PostgreSQL. */
export async function startStack(options: {
  kind: DbKind;
  catcher: SmtpCatcher;
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<Stack> {
  if (options.kind === 'postgres' && !options.databaseUrl) throw new Error('PostgreSQL stack without a database URL');
  const env: Record<string, string> = {
    SMTP_URL: options.catcher.url,
    LEADS_TO,
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.kind === 'postgres' ? options.databaseUrl! : '',
    LIST_COUNT_CAP: EXACT_COUNT_CAP,
    MAIL_CLAIM_SECONDS: String(MAIL_CLAIM_SECONDS),
    ...options.env,
  };
  // Without a given DATA_DIR the server gets a new one (a copy of the first-start template on PGlite), kept after
  // stop(): the database is read directly once the server is down, the caller removes the directory.
  const app = await startServer({ env, dataDir: options.dataDir, keepDataDir: true });
  return { kind: options.kind, dataDir: app.dataDir, databaseUrl: options.databaseUrl, app };
}

export async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}${BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin#2026' }),
  });
  const body = (await response.json()) as { code: number; data?: { token: string } };
  if (body.code !== 0 || !body.data) throw new Error(`admin login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A list count cap that a run's leads never reach (FULL=1 stores more than the default 10,000). */
export const EXACT_COUNT_CAP = String(100_000_000);

/** Leads in the database according to the admin inbox (GET /portal/leads/list total); refuses a capped total. */
export async function leadTotal(url: string, token: string, keywords: string): Promise<number> {
  const response = await fetch(
    `${url}${BASE}/portal/leads/list?currPage=1&limit=1&keywords=${encodeURIComponent(keywords)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const body = (await response.json()) as { code: number; data?: { total: number; totalCapped?: boolean } };
  if (body.code !== 0 || !body.data) throw new Error(`lead list failed: ${JSON.stringify(body)}`);
  if (body.data.totalCapped) throw new Error(`lead total counted only up to ${body.data.total}: raise LIST_COUNT_CAP`);
  return body.data.total;
}

export interface StoredFigures {
  /** Markers of the run's leads found in the leads table. */
  leads: Set<string>;
  /** Lead rows of the run, counted (a marker stored twice would show here). */
  leadRows: number;
  outbox: { total: number; sent: number; pending: number; failed: number };
}

/**
 * Empties the shared rate-limit windows (server stopped), so that a case measuring a limit does not inherit the
 * counts that earlier cases left in the same minute on the same database.
 */
export async function clearRateLimits(
  kind: DbKind,
  dataDir: string | undefined,
  databaseUrl: string | undefined,
): Promise<void> {
  const statement = 'delete from rate_limits';
  if (kind === 'pglite') {
    const client = await PGlite.create(path.join(dataDir!, 'pglite'));
    try {
      await client.query(statement);
    } finally {
      await client.close();
    }
  } else {
    await pgQuery(databaseUrl!, statement);
  }
}

/** Reads the leads table and the outbox directly: PGlite from DATA_DIR/pglite (server stopped), PostgreSQL by pg. */
export async function readStored(stack: Stack, runId: string): Promise<StoredFigures> {
  const like = `lead ${runId}-%`;
  let leadRows: { content: string }[];
  let outboxRows: { status: string; n: number }[];
  const leadSql = `select content from leads where content like '${like}'`;
  const outboxSql = `select status, count(*)::int as n from mail_outbox where kind = 'lead' and text_body like '%${like}' group by status`;
  if (stack.kind === 'pglite') {
    const client = await PGlite.create(path.join(stack.dataDir, 'pglite'));
    try {
      leadRows = (await client.query<{ content: string }>(leadSql)).rows;
      outboxRows = (await client.query<{ status: string; n: number }>(outboxSql)).rows;
    } finally {
      await client.close();
    }
  } else {
    leadRows = await pgQuery<{ content: string }>(stack.databaseUrl!, leadSql);
    outboxRows = await pgQuery<{ status: string; n: number }>(stack.databaseUrl!, outboxSql);
  }
  const count = (status: string) =>
    outboxRows.filter((row) => row.status === status).reduce((sum, row) => sum + Number(row.n), 0);
  return {
    leads: new Set(leadRows.flatMap((row) => markersIn(row.content, runId))),
    leadRows: leadRows.length,
    outbox: {
      total: outboxRows.reduce((sum, row) => sum + Number(row.n), 0),
      sent: count('sent'),
      pending: count('pending'),
      failed: count('failed'),
    },
  };
}

export interface MailedFigures {
  /** Distinct Message-IDs of the run's lead mails. */
  distinct: number;
  /** Messages − distinct Message-IDs. */
  duplicates: number;
  markers: Set<string>;
  /** Recipients other than LEADS_TO (open relay). */
  foreignRecipients: string[];
}

export function mailedFigures(catcher: SmtpCatcher, runId: string): MailedFigures {
  const mails = catcher.messages.filter((mail) => markersIn(mail.text, runId).length > 0);
  const ids = new Set(mails.map((mail) => mail.raw.messageId ?? `no-id-${Math.random()}`));
  return {
    distinct: ids.size,
    duplicates: mails.length - ids.size,
    markers: new Set(mails.flatMap((mail) => markersIn(mail.text, runId))),
    foreignRecipients: [...new Set(mails.flatMap((mail) => mail.to).filter((to) => to !== LEADS_TO))],
  };
}

/** Waits (bounded) until the catcher holds one mail per stored lead of the run; returns how long it took. */
export async function waitForMail(
  catcher: SmtpCatcher,
  runId: string,
  expected: () => Promise<number>,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  let target = await expected();
  for (;;) {
    const mailed = mailedFigures(catcher, runId).distinct;
    if (mailed >= target) {
      target = await expected();
      if (mailed >= target) return Date.now() - started;
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`outbox not drained after ${timeoutMs} ms: ${mailed} of ${target} lead mails delivered`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until the server's outbox holds no undelivered mail (/health's mailBacklog). Every mail may have reached
 * the catcher while rows are still pending: the batch a killed process sent but never marked is sent again once
 * its claim expires.
 */
export async function waitForEmptyOutbox(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const health = (await (await fetch(`${url}/health`)).json()) as { data?: { mailBacklog?: number } };
    const backlog = health.data?.mailBacklog;
    if (backlog === 0) return;
    if (Date.now() - started > timeoutMs)
      throw new Error(`outbox still holds ${backlog} undelivered mails after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
