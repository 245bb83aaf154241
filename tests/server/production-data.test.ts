import path from 'node:path';
/**
 * D13 on a data folder first started in development: production refuses to start while an account signs in with a
 * password the README publishes or the development articles are there, each refusal one Chinese/English line naming
 * `npm run data:production`; what that command does (makeFitForProduction) lets production start, the development
 * accounts then refused, the admin on ADMIN_PASSWORD. The real processes: production-start.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { ConfigError, loadAdminCredentials, type Config } from '../../server/src/config';
import { articles, auditLog, sessions, users } from '../../server/src/db/schema';
import { makeFitForProduction } from '../../server/src/db/production-data';
import { BASE, createTestApp, DEFAULT_TEST_CONFIG, type TestApp } from './support/app';

const ADMIN_PASSWORD = 'Xq!prod#2026ops';

const ACCOUNTS_LINE = (names: string) =>
  `  - 账号 ${names.replaceAll(', ', '、')} 仍可用 README 公开的开发密码登录：设置 ADMIN_PASSWORD 后运行 npm run data:production（停用开发账号并为管理员设置新密码） / accounts ${names} still sign in with published development passwords: run npm run data:production with ADMIN_PASSWORD set (it disables the development accounts and sets the admin's password)`;
const ARTICLES_LINE =
  '  - 数据中有 18 篇开发示例文章（该数据目录首次以开发模式启动）：运行 npm run data:production 删除 / 18 development articles are published (this data folder was first started in development): run npm run data:production to remove them';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A production server's start on the database `t` was built on (a development first start). */
async function productionStart(overrides: Partial<Config> = {}) {
  return buildApp({
    logger: false,
    database: t!.database.handle,
    config: {
      ...DEFAULT_TEST_CONFIG,
      env: 'production',
      isProduction: true,
      adminPassword: ADMIN_PASSWORD,
      publicUrl: 'https://rencai.example.gov.cn',
      ledgerKeyFile: t!.app.ctx.config.ledgerKeyFile ?? path.join(t!.dataDir, 'ledger.key'),
      dataDir: t!.dataDir,
      staticDir: t!.app.ctx.config.staticDir,
      ...overrides,
    },
  });
}

async function refusalOf(overrides: Partial<Config> = {}): Promise<string[]> {
  const error = await productionStart(overrides).then(
    async (app) => {
      await app.close();
      return null;
    },
    (caught: unknown) => caught,
  );
  expect(error, 'production started').toBeInstanceOf(ConfigError);
  const [head, ...lines] = (error as Error).message.split('\n');
  expect(head).toBe('This data is not fit for production / 数据不能用于生产:');
  return lines;
}

const login = async (app: Awaited<ReturnType<typeof productionStart>>, username: string, password: string) =>
  (await app.inject({ method: 'POST', url: `${BASE}/login`, payload: { username, password } })).json() as {
    code: number;
    msg: string;
  };

describe('production on a data folder first started in development', () => {
  it('refuses to start: the published passwords and the development articles, one line each', async () => {
    t = await createTestApp();
    expect(await refusalOf()).toEqual([ACCOUNTS_LINE('admin, reviewer, enterprise01'), ARTICLES_LINE]);
  });

  it('refuses while any one account still signs in with a published password, whichever one it is', async () => {
    t = await createTestApp();
    await t.app.db.delete(articles);
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(inArray(users.username, ['admin', 'reviewer']));
    expect(await refusalOf()).toEqual([ACCOUNTS_LINE('enterprise01')]);
    // A development password moved to another development account is refused too.
    await t.app.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'enterprise01'));
    const [reviewerHash] = await t.app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'reviewer'));
    await t.app.db
      .update(users)
      .set({ status: 'approved', passwordHash: reviewerHash!.hash })
      .where(eq(users.username, 'admin'));
    expect(await refusalOf()).toEqual([ACCOUNTS_LINE('admin')]);
  });

  it('the development articles alone are refused too', async () => {
    t = await createTestApp();
    await t.app.db
      .update(users)
      .set({ status: 'disabled' })
      .where(inArray(users.username, ['admin', 'reviewer', 'enterprise01']));
    expect(await refusalOf()).toEqual([ARTICLES_LINE]);
  });

  it('npm run data:production removes the articles, disables the development accounts, sets the admin password; production then starts', async () => {
    t = await createTestApp();
    const reviewerToken = await t.login('reviewer', 'Review#2026');
    const done = await makeFitForProduction(
      t.app.db,
      { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD },
      t.clock.now(),
    );
    expect(done).toEqual([
      '删除 18 篇开发示例文章 / removed 18 development articles',
      '管理员 admin 的密码已设为 ADMIN_PASSWORD / set the password of admin admin from ADMIN_PASSWORD',
      '停用账号 reviewer（仍使用公开的开发密码） / disabled account reviewer (it signed in with a published development password)',
      '停用账号 enterprise01（仍使用公开的开发密码） / disabled account enterprise01 (it signed in with a published development password)',
    ]);
    // Their sessions ended with them.
    const [reviewer] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'reviewer'));
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, reviewer!.id))).toEqual([]);
    expect((await t.get('/portal/user/info', reviewerToken)).json().code).toBe(10004);

    const app = await productionStart();
    try {
      expect(await login(app, 'admin', 'Admin#2026')).toEqual({ code: 10002, msg: '账号或密码错误' });
      expect((await login(app, 'admin', ADMIN_PASSWORD)).code).toBe(0);
      expect(await login(app, 'reviewer', 'Review#2026')).toEqual({ code: 10003, msg: '账号已停用，请联系管理单位' });
      expect(await login(app, 'enterprise01', 'Demo#2026')).toEqual({
        code: 10003,
        msg: '账号已停用，请联系管理单位',
      });
      const news = (await app.inject({ method: 'GET', url: `${BASE}/portal/news/list?limit=100` })).json();
      expect(news.data).toEqual({ list: [], total: 0 });
    } finally {
      await app.close();
    }
    const audit = await t.app.db
      .select({ actor: auditLog.actorName, action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.actorName, 'npm run data:production'));
    expect(audit.filter((row) => row.action === 'content.delete')).toHaveLength(18);
    expect(audit.filter((row) => row.action !== 'content.delete')).toEqual([
      {
        actor: 'npm run data:production',
        action: 'account.passwordChange',
        summary: '管理员 admin 的开发密码已换为 ADMIN_PASSWORD',
      },
      { actor: 'npm run data:production', action: 'account.disable', summary: '停用仍使用公开开发密码的账号 reviewer' },
      {
        actor: 'npm run data:production',
        action: 'account.disable',
        summary: '停用仍使用公开开发密码的账号 enterprise01',
      },
    ]);
    // Run again: nothing left to do.
    expect(
      await makeFitForProduction(t.app.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD }, t.clock.now()),
    ).toEqual([]);
  });

  it('with another ADMIN_USERNAME, the development admin is disabled and production seeds the configured one', async () => {
    t = await createTestApp();
    const done = await makeFitForProduction(
      t.app.db,
      { adminUsername: 'opsadmin', adminPassword: ADMIN_PASSWORD },
      t.clock.now(),
    );
    expect(done).toContain(
      '停用账号 admin（仍使用公开的开发密码） / disabled account admin (it signed in with a published development password)',
    );
    const app = await productionStart({ adminUsername: 'opsadmin' });
    try {
      expect((await login(app, 'opsadmin', ADMIN_PASSWORD)).code).toBe(0);
      expect((await login(app, 'admin', 'Admin#2026')).code).toBe(10003);
    } finally {
      await app.close();
    }
  });

  it('a production first start has nothing to refuse', async () => {
    t = await createTestApp({
      emptyDatabase: true,
      config: { env: 'production', isProduction: true, adminPassword: ADMIN_PASSWORD },
    });
    const app = await productionStart();
    await app.close();
  });
});

describe('the settings npm run data:production reads', () => {
  it('needs an ADMIN_PASSWORD that is neither published nor common', () => {
    const problem = (env: NodeJS.ProcessEnv) => {
      try {
        loadAdminCredentials(env);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message.split('\n').slice(1);
      }
    };
    expect(problem({})).toEqual(["  - ADMIN_PASSWORD: 请设置管理员的新密码 / is required: the admin's new password"]);
    expect(problem({ ADMIN_PASSWORD: 'Review#2026' })).toEqual([
      '  - ADMIN_PASSWORD: 这是 README 公开的开发密码，请换一个 / is a development password published in the README: choose another',
    ]);
    expect(problem({ ADMIN_PASSWORD: 'Admin123' })).toEqual([
      '  - ADMIN_PASSWORD: 密码过于常见，容易被猜中，请换一个更复杂的密码 (too common or easy to guess)',
    ]);
    expect(loadAdminCredentials({ ADMIN_USERNAME: 'opsadmin', ADMIN_PASSWORD })).toEqual({
      adminUsername: 'opsadmin',
      adminPassword: ADMIN_PASSWORD,
    });
  });
});
