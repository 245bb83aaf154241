/**
 * D13: what a data folder first started in development leaves behind, which production refuses to start on (the
 * development accounts signing in with their published passwords, the development articles), and the command that
 * clears it (`npm run data:production`).
 */
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Queryable } from '../context';
import { hashPassword, verifyPassword } from '../lib/crypto';
import { DEV_ACCOUNTS, PUBLISHED_PASSWORDS } from '../lib/development-accounts';
import { recordAudit } from '../modules/audit/service';
import type { Db } from './client';
import { articles, sessions, users } from './schema';
import { ARTICLE_SEED } from './seed-data';

/** The command every refusal names. */
export const FIX_COMMAND = 'npm run data:production';

const DEVELOPMENT_ARTICLE_SLUGS = ARTICLE_SEED.map((article) => article.slug);

export interface DevelopmentLeftovers {
  /** Accounts (not disabled) that sign in with a password the README publishes. */
  accounts: { id: number; username: string; role: string }[];
  /** The development articles still in the database. */
  articles: number;
}

/** The accounts the seed names, and the configured admin: the only ones that can hold a published password. */
function candidateNames(config: Pick<Config, 'adminUsername'>): string[] {
  const names = [config.adminUsername, 'admin', DEV_ACCOUNTS.reviewer.username, DEV_ACCOUNTS.enterprise.username];
  return [...new Set(names.map((name) => name.toLowerCase()))];
}

async function signsInWithPublishedPassword(passwordHash: string): Promise<boolean> {
  if (!passwordHash) return false;
  const results = await Promise.all(PUBLISHED_PASSWORDS.map((password) => verifyPassword(passwordHash, password)));
  return results.some(Boolean);
}

export async function findDevelopmentLeftovers(
  db: Queryable,
  config: Pick<Config, 'adminUsername'>,
): Promise<DevelopmentLeftovers> {
  const rows = await db
    .select({ id: users.id, username: users.username, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, candidateNames(config)), ne(users.status, 'disabled')))
    .orderBy(users.id);
  const published = await Promise.all(rows.map((row) => signsInWithPublishedPassword(row.passwordHash)));
  const [count] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(articles)
    .where(inArray(articles.slug, DEVELOPMENT_ARTICLE_SLUGS));
  return {
    accounts: rows.filter((_, index) => published[index]).map(({ id, username, role }) => ({ id, username, role })),
    articles: Number(count?.value ?? 0),
  };
}

/** One line per refusal, Chinese then English, each naming what to do. Empty: nothing to refuse. */
export function leftoverProblems(leftovers: DevelopmentLeftovers): string[] {
  const problems: string[] = [];
  if (leftovers.accounts.length > 0) {
    const names = leftovers.accounts.map((account) => account.username);
    problems.push(
      `  - 账号 ${names.join('、')} 仍可用 README 公开的开发密码登录：设置 ADMIN_PASSWORD 后运行 ${FIX_COMMAND}（停用开发账号并为管理员设置新密码） / accounts ${names.join(', ')} still sign in with published development passwords: run ${FIX_COMMAND} with ADMIN_PASSWORD set (it disables the development accounts and sets the admin's password)`,
    );
  }
  if (leftovers.articles > 0)
    problems.push(
      `  - 数据中有 ${leftovers.articles} 篇开发示例文章（该数据目录首次以开发模式启动）：运行 ${FIX_COMMAND} 删除 / ${leftovers.articles} development articles are published (this data folder was first started in development): run ${FIX_COMMAND} to remove them`,
    );
  return problems;
}

const SYSTEM_ACTOR = { id: null, username: FIX_COMMAND, role: 'system', ip: '' };

/**
 * Makes a development data folder fit for production, in one transaction: deletes the development articles, gives
 * the configured admin the password of ADMIN_PASSWORD if it still has a published one, disables every other
 * account that does, and ends their sessions; each change is in the audit log. Answers what it did, one line each.
 */
export async function makeFitForProduction(
  db: Db,
  config: Pick<Config, 'adminUsername' | 'adminPassword'>,
  now: Date,
): Promise<string[]> {
  const leftovers = await findDevelopmentLeftovers(db, config);
  const newAdminHash = await hashPassword(config.adminPassword);
  const done: string[] = [];
  await db.transaction(async (tx) => {
    if (leftovers.articles > 0) {
      const removed = await tx
        .delete(articles)
        .where(inArray(articles.slug, DEVELOPMENT_ARTICLE_SLUGS))
        .returning({ id: articles.id, title: articles.title });
      for (const article of removed)
        await recordAudit(tx, SYSTEM_ACTOR, {
          action: 'content.delete',
          target: `article:${article.id}`,
          targetName: article.title,
          summary: `删除开发示例文章《${article.title}》`,
          at: now,
        });
      done.push(`删除 ${removed.length} 篇开发示例文章 / removed ${removed.length} development articles`);
    }
    for (const account of leftovers.accounts) {
      await tx.delete(sessions).where(sql`${sessions.userId} = ${account.id}`);
      const target = { target: `user:${account.id}`, targetName: account.username, at: now };
      if (account.role === 'admin' && account.username.toLowerCase() === config.adminUsername.toLowerCase()) {
        await tx
          .update(users)
          .set({ passwordHash: newAdminHash, updatedAt: now })
          .where(sql`${users.id} = ${account.id}`);
        await recordAudit(tx, SYSTEM_ACTOR, {
          action: 'account.passwordChange',
          summary: `管理员 ${account.username} 的开发密码已换为 ADMIN_PASSWORD`,
          ...target,
        });
        done.push(
          `管理员 ${account.username} 的密码已设为 ADMIN_PASSWORD / set the password of admin ${account.username} from ADMIN_PASSWORD`,
        );
      } else {
        await tx
          .update(users)
          .set({ status: 'disabled', updatedAt: now })
          .where(sql`${users.id} = ${account.id}`);
        await recordAudit(tx, SYSTEM_ACTOR, {
          action: 'account.disable',
          summary: `停用仍使用公开开发密码的账号 ${account.username}`,
          ...target,
        });
        done.push(
          `停用账号 ${account.username}（仍使用公开的开发密码） / disabled account ${account.username} (it signed in with a published development password)`,
        );
      }
    }
  });
  return done;
}
