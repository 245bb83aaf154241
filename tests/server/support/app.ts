import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '#server/app';
import { fromPgPool } from '#server/db/client';
import type { Config } from '#server/config';
import { mailOutbox } from '#server/db/schema';
import { writeKeyFile } from '#server/modules/chain/keys';
import type { SmsDriver } from '#server/sms/driver';
import { createTestDatabase, TEST_SHARED_BUFFERS_MB, type TestDatabase } from './database';

export const BASE = '/shangchain/bsnApi';
/** A fixed start: 2026-11-21 10:00 in Shanghai. */
export const START = new Date('2026-11-21T10:00:00+08:00');

export class TestClock {
  current: Date;
  constructor(start = START) {
    this.current = new Date(start);
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export class MemorySms implements SmsDriver {
  name = 'memory';
  sent: { phone: string; text: string }[] = [];
  async send(phone: string, text: string): Promise<void> {
    this.sent.push({ phone, text });
  }
  lastCode(phone: string): string {
    const message = [...this.sent].reverse().find((item) => item.phone === phone);
    const code = /(\d{6})/.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error(`no SMS code sent to ${phone}`);
    return code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  sms: MemorySms;
  dataDir: string;
  database: TestDatabase;
  close(): Promise<void>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  login(username: string, password: string, autoLogin?: boolean): Promise<string>;
  lastMailCode(to: string): Promise<string>;
}

export const DEFAULT_TEST_CONFIG: Partial<Config> = {
  env: 'test',
  isProduction: false,
  leadsTo: ['leads@xingqiao-chain.example.com', 'sales@xingqiao-chain.example.com'],
  adminUsername: 'admin',
  adminPassword: 'Admin#2026',
  smtpUrl: undefined,
  benchBaseline: false,
  rateLimits: { leadsPerMin: 1000, loginPerMin: 1000, codesPerMin: 1000, anonUploadsPerDay: 1000 },
  pgliteSharedBuffersMb: TEST_SHARED_BUFFERS_MB,
};

/**
 * An embedded database whose every query first waits `ms`, like PostgreSQL across a network: requests sent
 * together then interleave between their queries, as they do in production (a check-then-act race shows).
 */
function withLatency<T extends object>(client: T, ms: number): T {
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key !== 'query') return value.bind(target);
      return async (...args: unknown[]) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return value.apply(target, args);
      };
    },
  });
}

/** buildApp on a fresh database (one per test file), a movable clock and captured SMS. */
export async function createTestApp(
  overrides: { config?: Partial<Config>; latencyMs?: number; emptyDatabase?: boolean; persistent?: boolean } & Omit<
    BuildAppOptions,
    'config' | 'database'
  > = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-server-test-'));
  const { config, latencyMs, emptyDatabase, persistent, ...rest } = overrides;
  // `persistent`: PGlite in DATA_DIR/pglite, as the server keeps it, instead of in memory.
  const database = await createTestDatabase({
    empty: emptyDatabase,
    pgliteDir: persistent ? path.join(dataDir, 'pglite') : undefined,
  });
  const clock = new TestClock();
  const sms = new MemorySms();
  // PostgreSQL: the server runs as the application's role and migrates as the owner, as production does (D12).
  const appPool = database.appUrl ? new pg.Pool({ connectionString: database.appUrl, max: 10 }) : undefined;
  appPool?.on('error', () => undefined);
  const handle = appPool
    ? fromPgPool(appPool, false, database.ownerUrl)
    : latencyMs && database.kind === 'pglite'
      ? withLatency(database.handle as PGlite, latencyMs)
      : database.handle;
  // Production reads its ledger key from a file outside DATA_DIR and never makes one (D12): a test production app
  // gets its own beside its data folder.
  const ledgerKeyFile =
    config?.isProduction && !config.ledgerKeyFile
      ? (writeKeyFile(`${dataDir}-ledger.key`, 'test.xingqiao-chain.example.com/ledger'), `${dataDir}-ledger.key`)
      : undefined;
  const app = await buildApp({
    logger: false,
    now: clock.now,
    sms,
    startWorkers: false,
    ...rest,
    database: handle,
    config: {
      ...DEFAULT_TEST_CONFIG,
      dataDir,
      staticDir: path.join(dataDir, 'no-dist'),
      ...(ledgerKeyFile ? { ledgerKeyFile } : {}),
      ...config,
    },
  });
  const inject = (options: InjectOptions) => app.inject(options);
  const withToken = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    app,
    clock,
    sms,
    dataDir,
    database,
    inject,
    post: (url, payload, token) =>
      inject({
        method: 'POST',
        url: BASE + url,
        payload: payload as InjectOptions['payload'],
        headers: withToken(token),
      }),
    get: (url, token) => inject({ method: 'GET', url: BASE + url, headers: withToken(token) }),
    async login(username, password, autoLogin) {
      const response = await inject({
        method: 'POST',
        url: `${BASE}/login`,
        payload: { username, password, autoLogin },
      });
      const body = response.json();
      if (body.code !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`);
      return body.data.token as string;
    },
    async lastMailCode(to) {
      const [row] = await app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipients, to))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const code = /(\d{6})/.exec(row?.subject ?? '')?.[1];
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    async close() {
      await app.close();
      if (appPool && !appPool.ended) await appPool.end();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (ledgerKeyFile) fs.rmSync(ledgerKeyFile, { force: true });
    },
  };
}

/** Tokens of the three accounts every fresh database is seeded with. */
export async function loginSeededAccounts(
  t: TestApp,
): Promise<{ admin: string; reviewer: string; enterprise: string }> {
  return {
    admin: await t.login('admin', 'Admin#2026'),
    reviewer: await t.login('reviewer', 'Review#2026'),
    enterprise: await t.login('enterprise01', 'Demo#2026'),
  };
}

export type SeededTokens = Awaited<ReturnType<typeof loginSeededAccounts>>;

/**
 * One app for a file's tests with the seeded accounts signed in, closed after them: `withSeededApp((app, tokens) =>
 * { t = app; … })` hands both over before the first test.
 */
export function withSeededApp(ready: (app: TestApp, tokens: SeededTokens) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    ready(app, await loginSeededAccounts(app));
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** Today's count of chain transactions: the last point of GET /portal/chain/transactions. */
export async function todayTransactions(t: TestApp, token: string): Promise<number> {
  const series = (await t.get('/portal/chain/transactions', token)).json().data as { allData: number }[];
  return series.at(-1)!.allData;
}

/** The smallest valid PNG (1×1). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one file field, for app.inject. */
export function multipartBody(
  fieldName: string,
  fileName: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----xq${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="img"\r\n\r\nimg\r\n--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /common/upload; anonymous (a registration picture, its filePath carries the claim ticket) or as `token`. */
export async function upload(t: TestApp, bytes = PNG_1X1, name = 'licence.png', token?: string): Promise<string> {
  const body = multipartBody('file', name, bytes);
  const response = await t.inject({
    method: 'POST',
    url: `${BASE}/common/upload`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const json = response.json();
  if (json.code !== 0) throw new Error(`upload failed: ${JSON.stringify(json)}`);
  return json.data.filePath as string;
}

/** Registers an organisation end to end (upload, e-mail code, submit) and returns its user id. */
export async function registerOrganisation(
  t: TestApp,
  input: { username: string; email: string; phone: string; orgName?: string; userType?: 1 | 2 | 3; password?: string },
): Promise<number> {
  const filePath = await upload(t);
  const sent = await t.post('/portal/email/send', { email: input.email });
  if (sent.json().code !== 0) throw new Error(`email code failed: ${sent.body}`);
  const msgCode = await t.lastMailCode(input.email);
  const userType = input.userType ?? 1;
  const response = await t.post('/portal/user/register', {
    userType,
    orgName: input.orgName ?? `${input.username}科技有限公司`,
    orgType: userType === 1 ? 'I65' : '01',
    property: userType === 1 ? '150' : undefined,
    scale: userType === 1 ? '2' : undefined,
    principalName: '张伟',
    address: '星桥高新区创新大道 1 号',
    orgCode: '91330100MA2TEST01X',
    username: input.username,
    password: input.password ?? 'Pass#2026',
    phone: input.phone,
    msgCode,
    email: input.email,
    attachList: [{ filePath, url: filePath, name: 'licence.png' }],
  });
  const body = response.json();
  if (body.code !== 0) throw new Error(`register failed: ${JSON.stringify(body)}`);
  const { users } = await import('#server/db/schema');
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, input.username));
  return row!.id;
}
