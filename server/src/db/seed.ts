import { and, eq, inArray, sql } from 'drizzle-orm';
import { DICTIONARIES } from '#contracts/dictionaries';
import type { Config } from '../config';
import { hashPassword } from '../lib/crypto';
import { DEV_ACCOUNTS } from '../lib/development-accounts';
import { appendLedgerEvent } from '../modules/chain/service';
import type { Db } from './client';
import { TRACE_SAMPLE } from '#contracts/trace-sample';
import { ARTICLE_SEED } from './seed-data';
import { articles, dictionaries, ledgerEvents, traceBatches, traceSteps, users } from './schema';

export interface SeedAccount {
  username: string;
  password: string;
  role: string;
  orgName: string;
}

async function ensureUser(
  db: Db,
  now: Date,
  values: Omit<typeof users.$inferInsert, 'passwordHash' | 'createdAt' | 'updatedAt'>,
  password: string,
) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${values.username.toLowerCase()}`)
    .limit(1);
  if (existing) return;
  await db
    .insert(users)
    .values({ ...values, passwordHash: await hashPassword(password), createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** Idempotent: running it again changes nothing (existing passwords are kept). */
export async function seed(db: Db, config: Config, now: Date): Promise<SeedAccount[]> {
  const accounts: SeedAccount[] = [
    { username: config.adminUsername, password: config.adminPassword, role: 'admin', orgName: '平台运营方' },
  ];
  await ensureUser(
    db,
    now,
    { username: config.adminUsername, role: 'admin', status: 'approved', orgName: '星桥链数平台运营中心' },
    config.adminPassword,
  );

  await db
    .insert(dictionaries)
    .values(
      Object.entries(DICTIONARIES).flatMap(([type, entries]) =>
        entries.map(({ code, value }, index) => ({ type: Number(type), code, value, sort: index })),
      ),
    )
    .onConflictDoNothing();

  if (!config.isProduction) {
    // Articles are development content: production starts with none until the managing unit publishes.
    await seedArticles(db);
    // So is the traceability sample (D14): a production ledger starts without sample transactions.
    await seedTraceSample(db, now);
    const { reviewer, enterprise } = DEV_ACCOUNTS;
    await ensureUser(
      db,
      now,
      { username: reviewer.username, role: 'reviewer', status: 'approved', orgName: reviewer.orgName },
      reviewer.password,
    );
    await ensureUser(
      db,
      now,
      {
        username: enterprise.username,
        role: 'enterprise',
        userType: 1,
        status: 'approved',
        orgName: enterprise.orgName,
        orgType: 'I65',
        property: '150',
        scale: '2',
        principalName: '林晓峰',
        address: '星桥高新区创新大道 88 号 3 号楼',
        orgCode: '91330100MA2XQ0001K',
        phone: enterprise.phone,
        email: enterprise.email,
        reviewedAt: now,
      },
      enterprise.password,
    );
    await ensureRegistrationOnLedger(db, enterprise.username, now);
    accounts.push(
      { username: reviewer.username, password: reviewer.password, role: 'reviewer', orgName: reviewer.orgName },
      { username: enterprise.username, password: enterprise.password, role: 'enterprise', orgName: enterprise.orgName },
    );
  }
  return accounts;
}

/** The development articles (three per talent-portal category, published), idempotent by slug. */
async function seedArticles(db: Db): Promise<void> {
  await db
    .insert(articles)
    .values(
      ARTICLE_SEED.map((article) => ({
        slug: article.slug,
        category: article.category,
        title: article.title,
        summary: article.summary,
        source: article.source,
        status: 'published',
        publishedAt: new Date(article.publishedAt),
        createdAt: new Date(article.publishedAt),
        updatedAt: new Date(article.publishedAt),
        content: article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The demo organisation is approved without going through registration; its registration and approval are put on
 * the ledger like any other (D9: every registration has its events), once.
 */
async function ensureRegistrationOnLedger(db: Db, username: string, now: Date): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  if (!user) return;
  const ref = `user:${user.id}`;
  await db.transaction(async (tx) => {
    // Instances started together on one database each seed: without the lock both find no event and both append a
    // submission and a decision, and the later decision names the other's submission hash (verify reports it).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed-ledger:${ref}`}))`);
    const [existing] = await tx
      .select({ id: ledgerEvents.id })
      .from(ledgerEvents)
      .where(and(eq(ledgerEvents.ref, ref), eq(ledgerEvents.kind, 'registration.submitted')))
      .limit(1);
    if (existing) return;
    await appendLedgerEvent(tx, 'registration.submitted', ref, now);
    await appendLedgerEvent(tx, 'registration.approved', ref, now);
  });
}

/**
 * The traceability sample batch and one ledger transaction per step, outside production (demo content, no personal
 * data); idempotent by batch code, step number and ref.
 */
async function seedTraceSample(db: Db, now: Date): Promise<void> {
  const { batch, steps } = TRACE_SAMPLE;
  await db.transaction(async (tx) => {
    await tx
      .insert(traceBatches)
      .values({ ...batch, createdAt: now })
      .onConflictDoNothing();
    await tx
      .insert(traceSteps)
      .values(
        steps.map((step, index) => ({
          ...step,
          batchCode: batch.code,
          seq: index + 1,
          occurredAt: new Date(step.occurredAt),
        })),
      )
      .onConflictDoNothing();
    const refs = steps.map((_, index) => `trace:${batch.code}:${index + 1}`);
    const recorded = new Set(
      (
        await tx
          .select({ ref: ledgerEvents.ref })
          .from(ledgerEvents)
          .where(and(eq(ledgerEvents.kind, 'trace.recorded'), inArray(ledgerEvents.ref, refs)))
      ).map((row) => row.ref),
    );
    for (const ref of refs) if (!recorded.has(ref)) await appendLedgerEvent(tx, 'trace.recorded', ref, now);
  });
}
