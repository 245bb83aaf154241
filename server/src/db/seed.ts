import { sql } from 'drizzle-orm';
import { REWARD_TYPES, TALENT_CATEGORIES, TALENT_DICT_TYPES } from '../../../src/contracts/talent';
import type { Config } from '../config';
import { hashPassword } from '../lib/crypto';
import type { Db } from './client';
import { ARTICLE_SEED, DICTIONARY_SEED } from './seed-data';
import { articles, dictionaries, users } from './schema';

export interface SeedAccount {
  username: string;
  password: string;
  role: string;
  orgName: string;
}

/** Development-only accounts (DECISIONS D4; listed in SERVER.md). */
export const DEV_ACCOUNTS = {
  reviewer: { username: 'reviewer', password: 'Review#2026', orgName: '星桥高新区人才服务中心' },
  enterprise: {
    username: 'enterprise01',
    password: 'Demo#2026',
    orgName: '杭州云杉智造科技有限公司',
    email: 'enterprise01@example.com',
    phone: '13800000001',
  },
} as const;

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
      Object.entries(DICTIONARY_SEED).flatMap(([type, entries]) =>
        entries.map(([code, value], index) => ({ type: Number(type), code, value, sort: index })),
      ),
    )
    .onConflictDoNothing();
  // Issue 9: 6 high-level talent category, 7 reward type (codes and labels live in the contract).
  await db
    .insert(dictionaries)
    .values([
      ...TALENT_CATEGORIES.map(({ code, value }, index) => ({
        type: TALENT_DICT_TYPES.talentCategory,
        code,
        value,
        sort: index,
      })),
      ...REWARD_TYPES.map(({ code, value }, index) => ({
        type: TALENT_DICT_TYPES.rewardType,
        code,
        value,
        sort: index,
      })),
    ])
    .onConflictDoNothing();

  await db
    .insert(articles)
    .values(
      ARTICLE_SEED.map((article) => ({
        slug: article.slug,
        category: article.category,
        title: article.title,
        summary: article.summary,
        source: article.source,
        publishedAt: new Date(article.publishedAt),
        content: article.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
      })),
    )
    .onConflictDoNothing();

  if (!config.isProduction) {
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
    accounts.push(
      { username: reviewer.username, password: reviewer.password, role: 'reviewer', orgName: reviewer.orgName },
      { username: enterprise.username, password: enterprise.password, role: 'enterprise', orgName: enterprise.orgName },
    );
  }
  return accounts;
}
