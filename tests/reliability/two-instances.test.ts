/**
 * D11, D13: two real server processes (`node build/server/server.mjs`, what `npm start` runs) on one
 * throwaway PostgreSQL, each with its own DATA_DIR (as on two machines), uploads in one bucket of an S3-protocol
 * server (STORAGE=s3), started together: a file uploaded through one is read through the other by its owner and a
 * reviewer and by nobody else; then load spread over both:
 * sessions valid on both, limits held once for both, nothing lost, each mail sent once (distinct Message-IDs at a
 * real SMTP server), one block height reported by both (and, once the ledger is hash-chained, one chain that
 * verifies on both), and one instance SIGKILLed mid-load while the other keeps answering: the batch it had claimed
 * goes out once its claim lapses. Default run ≈ 30 s (a 10 s claim); FULL=1 loads for 30 s and keeps the 60 s claim.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_BATCH } from '../../server/src/mail/outbox';
import { repoRoot } from '../support/app-process';
import { startS3Server, type S3Server } from '../support/s3-server';
import { SmtpCatcher } from '../support/smtp-catcher';
import { printFigures, type FigureRow } from './support/figures';
import { BASE, emptyStats, percentile, submitLead, type LoadStats } from './support/load';
import { pgQuery, startPgCluster, type PgCluster } from '../support/pg-cluster';
import { startServer, type ServerProcess } from './support/server-process';
import {
  EXACT_COUNT_CAP,
  LEADS_TO,
  MAIL_CLAIM_SECONDS,
  leadTotal,
  mailedFigures,
  readStored,
  waitForEmptyOutbox,
  removeDir,
  type Stack,
} from './support/stack';

const FULL = process.env.FULL === '1';
const LOAD_MS = FULL ? 30_000 : 4_000;
const CONNECTIONS = 40;
const CODES_PER_MIN = 8;
/** Mails claimed by the killed instance wait for their claim (MAIL_CLAIM_SECONDS) to lapse before the other sends them. */
const DRAIN_TIMEOUT_MS = MAIL_CLAIM_SECONDS * 1000 + 60_000;

let catcher: SmtpCatcher;
let cluster: PgCluster;
let s3: S3Server;
let databaseUrl: string;
let dataDirA: string;
let dataDirB: string;
let env: Record<string, string>;
let a: ServerProcess;
let b: ServerProcess;
let admin: string;
const rows: FigureRow[] = [];

async function call(
  server: ServerProcess,
  method: 'GET' | 'POST',
  apiPath: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { code: number; msg: string; data?: unknown } }> {
  const response = await fetch(`${server.url}${BASE}${apiPath}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data?: unknown } };
}

/**
 * Queued lead mails of the run still under a claim taken before the kill and never marked sent: the killed
 * instance's batch (the survivor's own claims are taken later, or marked sent within a moment).
 */
async function claimedByTheDead(runId: string, killedAt: number): Promise<number> {
  const claimTakenBefore = new Date(killedAt + MAIL_CLAIM_SECONDS * 1000).toISOString();
  const [row] = await pgQuery<{ n: number }>(
    databaseUrl,
    `select count(*)::int as n from mail_outbox where status = 'pending' and locked_until > now()
       and locked_until <= '${claimTakenBefore}'::timestamptz and text_body like '%lead ${runId}-%'`,
  );
  return row?.n ?? 0;
}

async function login(server: ServerProcess, username: string, password: string): Promise<string> {
  const { body } = await call(server, 'POST', '/login', { body: { username, password } });
  if (body.code !== 0) throw new Error(`login ${username} on ${server.url}: ${JSON.stringify(body)}`);
  return (body.data as { token: string }).token;
}

/** The smallest file that starts like a PDF, and a 1×1 PNG. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** POST /common/upload as the SPA sends it (kind=document before the file allows a PDF). */
async function uploadTo(
  server: ServerProcess,
  bytes: Buffer,
  name: string,
  options: { token?: string; kind?: string } = {},
): Promise<{ filePath: string; url: string }> {
  const form = new FormData();
  if (options.kind) form.append('kind', options.kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}${BASE}/common/upload`, {
    method: 'POST',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { code: number; data: { filePath: string; url: string } };
  if (body.code !== 0) throw new Error(`upload through ${server.url}: ${JSON.stringify(body)}`);
  return body.data;
}

/** GET of a file link (`/uploads/…`) through `server`, as `token` or anonymously. */
async function readFile(server: ServerProcess, link: string, token?: string) {
  const response = await fetch(`${server.url}${link.split('#')[0]}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    disposition: response.headers.get('content-disposition') ?? '',
    bytes,
  };
}

const backupCli = promisify(execFile);

beforeAll(async () => {
  catcher = await new SmtpCatcher().start();
  cluster = await startPgCluster();
  s3 = await startS3Server();
  databaseUrl = await cluster.createDatabase(`two_${Date.now().toString(36)}`);
  dataDirA = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-two-a-'));
  dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-two-b-'));
  env = {
    ...s3.env,
    DATABASE_URL: databaseUrl,
    SMTP_URL: catcher.url,
    LEADS_TO,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LEADS_PER_MIN: '1000000',
    RATE_LIMIT_CODES_PER_MIN: String(CODES_PER_MIN),
    LIST_COUNT_CAP: EXACT_COUNT_CAP,
    MAIL_CLAIM_SECONDS: String(MAIL_CLAIM_SECONDS),
  };
  // Started together on the empty database: one migrates, the other waits for it (advisory lock).
  [a, b] = await Promise.all([startServer({ env, dataDir: dataDirA }), startServer({ env, dataDir: dataDirB })]);
  admin = await login(a, 'admin', 'Admin#2026');
});

afterAll(async () => {
  printFigures('two-instances', rows);
  await a?.stop().catch(() => undefined);
  await b?.stop().catch(() => undefined);
  for (const dir of [dataDirA, dataDirB]) if (dir) removeDir(dir);
  await s3?.stop();
  await catcher?.stop();
  await cluster?.stop();
});

describe('two instances on one PostgreSQL', () => {
  it('a file uploaded through one instance is read through the other by its owner and a reviewer, and stays private to everyone else', async () => {
    const owner = await login(a, 'enterprise01', 'Demo#2026');
    const reviewer = await login(b, 'reviewer', 'Review#2026');
    const pdf = await uploadTo(a, PDF, '简历.pdf', { token: owner, kind: 'document' });
    const name = pdf.filePath.slice('/uploads/'.length);
    // In the bucket, on neither machine's disk.
    expect(s3.objects()).toContain(name);
    expect(s3.bytesOf(name).equals(PDF)).toBe(true);
    for (const dir of [dataDirA, dataDirB]) expect(fs.existsSync(path.join(dir, 'uploads', name))).toBe(false);

    // Attached through the other instance, which finds it in the bucket.
    const saved = await call(b, 'POST', '/portal/talent/save', {
      token: owner,
      body: { kind: 'common', name: '跨实例附件', resumeFiles: [pdf] },
    });
    expect(saved.body.code).toBe(0);
    for (const [server, token] of [
      [b, owner],
      [b, reviewer],
      [a, reviewer],
    ] as const) {
      const read = await readFile(server, pdf.filePath, token);
      expect(read.status).toBe(200);
      expect(read.bytes.equals(PDF)).toBe(true);
      expect(read.cacheControl).toBe('private, no-store');
      expect(read.disposition).toMatch(/^attachment; /);
    }
    // The signed link made by A works on B (one signing key in the database).
    expect((await readFile(b, pdf.url)).status).toBe(200);

    // Another organisation, registered through B with a licence picture uploaded anonymously through A.
    const licence = await uploadTo(a, PNG, '营业执照.png');
    const mails = catcher.messages.length;
    expect((await call(b, 'POST', '/portal/email/send', { body: { email: 'files09@example.com' } })).body.code).toBe(0);
    const msgCode = await catcher.codeFor('files09@example.com', mails);
    const registered = await call(b, 'POST', '/portal/user/register', {
      body: {
        userType: 1,
        orgName: '跨实例科技有限公司',
        orgType: 'I65',
        property: '150',
        scale: '2',
        principalName: '张伟',
        address: '星桥高新区创新大道 1 号',
        orgCode: '91330100MA2TEST01X',
        username: 'files09',
        password: 'Pass#2026',
        phone: '13300000049',
        msgCode,
        email: 'files09@example.com',
        attachList: [{ filePath: licence.filePath, url: licence.url, name: 'licence.png' }],
      },
    });
    expect(registered.body).toMatchObject({ code: 0 });
    const [row] = await pgQuery<{ id: number }>(databaseUrl, "select id from users where username = 'files09'");
    expect(
      (await call(a, 'POST', '/portal/review/decide', { token: reviewer, body: { id: row!.id, decision: 'approve' } }))
        .body.code,
    ).toBe(0);
    // The reviewer reads the registration's picture through B; its bare URL is nobody else's.
    expect((await readFile(b, licence.filePath, reviewer)).bytes.equals(PNG)).toBe(true);
    const other = await login(b, 'files09', 'Pass#2026');

    for (const server of [a, b])
      for (const token of [undefined, other]) {
        const refused = await readFile(server, pdf.filePath, token);
        expect(refused.status).toBe(404);
        expect(JSON.parse(refused.bytes.toString())).toEqual({ code: 10009, msg: '文件不存在' });
      }
    // Nor can the other organisation attach it, on either instance.
    for (const server of [a, b]) {
      const stolen = await call(server, 'POST', '/portal/talent/save', {
        token: other,
        body: { kind: 'common', name: '冒用', resumeFiles: [{ filePath: pdf.filePath }] },
      });
      expect(stolen.body).toEqual({ code: 10001, msg: '附件不存在，请重新上传' });
    }
    // The code requests of this case do not count in the limit measured next.
    await pgQuery(databaseUrl, 'delete from rate_limits');
  });

  it('a backup says that the files stay in the bucket; a wrong S3 secret stops the start, saying so', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-two-backup-'));
    try {
      const { stdout } = await backupCli(
        process.execPath,
        ['--import', 'tsx', 'server/src/cli/db-backup.ts', 'backup', '--out', out],
        { cwd: repoRoot, env: { ...process.env, ...env, DATA_DIR: dataDirA, NODE_ENV: 'development' } },
      );
      expect(stdout).toContain(
        `  uploaded files NOT in this archive: they stay in S3 bucket ${s3.bucket} at ${s3.endpoint} (STORAGE=s3); back the bucket up with the store's own tools`,
      );
      const archive = /Backup written: (\S+)/.exec(stdout)![1]!;
      const listing = (await backupCli('tar', ['-tzf', archive])).stdout;
      expect(listing).not.toMatch(/uploads\/[0-9a-f-]{36}/);
      const manifest = JSON.parse((await backupCli('tar', ['-xzOf', archive, './manifest.json'])).stdout) as {
        uploads: unknown;
      };
      expect(manifest.uploads).toEqual({
        storage: 's3',
        included: false,
        location: `S3 bucket ${s3.bucket} at ${s3.endpoint}`,
        files: 0,
        bytes: 0,
      });
    } finally {
      removeDir(out);
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-two-c-'));
    try {
      await expect(startServer({ env: { ...env, S3_SECRET_ACCESS_KEY: 'wrong' }, dataDir: dir })).rejects.toThrow(
        /STORAGE=s3: the bucket cannot be used \(listing S3 bucket xq-uploads at http:\/\/127\.0\.0\.1:\d+: HTTP 403 SignatureDoesNotMatch/,
      );
    } finally {
      removeDir(dir);
    }
  });
  it('a session from one instance is valid on the other, and a logout on one ends it on both', async () => {
    const token = await login(a, 'reviewer', 'Review#2026');
    expect((await call(b, 'GET', '/portal/user/info', { token })).body.code).toBe(0);
    expect((await call(b, 'GET', '/portal/user/data', { token })).body.code).toBe(0);
    expect((await call(b, 'POST', '/logout', { token })).body.code).toBe(0);
    const after = await call(a, 'GET', '/portal/user/data', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(10004);
  });

  it(`20 code requests at once over both instances with a limit of ${CODES_PER_MIN} a minute: ${CODES_PER_MIN} answered, the rest 10006`, async () => {
    // Unknown phones (answered alike, no SMS sent), a different one each time: only the per-IP limit plays.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index % 2 === 0 ? a : b, 'POST', '/portal/sms/send', {
          body: { phone: `1360000${String(index).padStart(4, '0')}`, type: 2 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(CODES_PER_MIN);
    const limited = answers.filter((answer) => answer.body.code !== 0);
    expect(limited).toHaveLength(20 - CODES_PER_MIN);
    for (const answer of limited)
      expect(answer).toEqual({ status: 429, body: { code: 10006, msg: '请求过于频繁，请稍后再试' } });
  });

  it(`${CONNECTIONS} submitters over both for ${LOAD_MS / 1000} s, one instance killed half-way: the other answers everything, nothing lost, each mail once, one block height`, async () => {
    const runId = `T${Date.now().toString(36)}`;
    const statsA = emptyStats();
    const statsB = emptyStats();
    const deadline = Date.now() + LOAD_MS;
    let killed = false;
    let killedAt = 0;
    let failedOver = 0;
    // Like a load balancer: half the workers send to each instance; a worker whose instance is gone moves to the
    // other one (its refused request is a connection error, never an acknowledged lead).
    const worker = async (index: number) => {
      let target: 'a' | 'b' = index % 2 === 0 ? 'a' : 'b';
      for (let seq = 0; Date.now() < deadline; seq += 1) {
        const stats = target === 'a' ? statsA : statsB;
        const errors = stats.connectionErrors;
        await submitLead((target === 'a' ? a : b).url, `${runId}-${index}-${seq}`, index * 1_000_000 + seq, stats);
        if (stats.connectionErrors > errors && target === 'b' && killed) {
          target = 'a';
          failedOver += 1;
        }
      }
    };
    const crash = (async () => {
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 2));
      killed = true;
      killedAt = Date.now();
      await b.kill();
    })();
    await Promise.all([...Array.from({ length: CONNECTIONS }, (_, index) => worker(index)), crash]);
    expect(failedOver).toBeGreaterThan(0);

    // The surviving instance answered every request it got, before and after the kill, with an envelope.
    expect({
      serverErrors: statsA.serverErrors,
      timeouts: statsA.timeouts,
      connectionErrors: statsA.connectionErrors,
      notEnvelope: statsA.notEnvelope,
      other: Object.fromEntries(statsA.otherAnswers),
    }).toEqual({ serverErrors: 0, timeouts: 0, connectionErrors: 0, notEnvelope: [], other: {} });
    expect(statsB.serverErrors + statsB.timeouts).toBe(0);
    expect(statsB.notEnvelope).toEqual([]);

    // The killed instance starts again on the same database and its DATA_DIR, without repair.
    await b.restart();
    const acknowledged = new Set([...statsA.acknowledged, ...statsB.acknowledged]);
    const stack: Stack = { kind: 'postgres', dataDir: dataDirA, databaseUrl, app: a };
    let drainMs = -1;
    let held = 0;
    try {
      // Mails the killed instance had claimed (at most one batch) wait for its claim to lapse, then the survivor
      // sends them: every stored lead is mailed and the outbox ends empty.
      const started = Date.now();
      for (;;) {
        held = Math.max(held, await claimedByTheDead(runId, killedAt));
        const expected = await leadTotal(a.url, admin, runId);
        if (mailedFigures(catcher, runId).distinct >= expected) break;
        if (Date.now() - started > DRAIN_TIMEOUT_MS) throw new Error('outbox not drained');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await waitForEmptyOutbox(a.url, DRAIN_TIMEOUT_MS - (Date.now() - started));
      drainMs = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // a late duplicate would show
    } finally {
      const stored = await readStored(stack, runId);
      const mailed = mailedFigures(catcher, runId);
      const stats: LoadStats = { ...statsA, requests: statsA.requests + statsB.requests };
      rows.push({
        scenario: `2 instances, ${CONNECTIONS} × ${LOAD_MS / 1000} s, one SIGKILLed at ${LOAD_MS / 2000} s`,
        database: 'PostgreSQL',
        requests: stats.requests,
        acknowledged: acknowledged.size,
        limited: statsA.limited + statsB.limited,
        stored: stored.leads.size,
        mailed: mailed.distinct,
        duplicates: mailed.duplicates,
        lostLeads: [...acknowledged].filter((marker) => !stored.leads.has(marker)).length,
        lostMail: [...stored.leads].filter((marker) => !mailed.markers.has(marker)).length,
        p99ms: percentile([...statsA.latenciesMs, ...statsB.latenciesMs], 99),
        note: `${held} mails held by the killed instance's claim (sent after ${MAIL_CLAIM_SECONDS} s); A ${statsA.acknowledged.size} / B ${statsB.acknowledged.size} acknowledged, ${statsB.connectionErrors} refused by the killed B, ${failedOver} workers moved to A; ${drainMs >= 0 ? `outbox drained in ${(drainMs / 1000).toFixed(1)} s` : 'outbox NOT drained'}`,
      });
      expect([...acknowledged].filter((marker) => !stored.leads.has(marker))).toEqual([]);
      expect(stored.leadRows).toBe(stored.leads.size);
      expect(held).toBeLessThanOrEqual(OUTBOX_BATCH);
      expect(stored.outbox).toEqual({ total: stored.leads.size, sent: stored.leads.size, pending: 0, failed: 0 });
      expect([...stored.leads].filter((marker) => !mailed.markers.has(marker))).toEqual([]);
      expect(mailed.distinct).toBe(stored.leads.size);
      // A kill between "sent" and "marked sent" re-sends that batch once, with the same Message-ID.
      expect(mailed.duplicates).toBeLessThanOrEqual(OUTBOX_BATCH);
      expect(mailed.foreignRecipients).toEqual([]);
    }

    // One ledger: both report the same height, whichever seals.
    const heights = [];
    for (const server of [a, b, a])
      heights.push((await call(server, 'GET', '/portal/chain/blockNumber', { token: admin })).body.data);
    expect(heights[0]).toBeGreaterThan(0);
    expect(new Set(heights).size).toBe(1);

    // One hash chain that verifies, from either instance.
    for (const server of [a, b]) {
      const verify = await call(server, 'GET', '/portal/chain/verify', { token: admin });
      expect(verify.body, JSON.stringify(verify.body.data)).toMatchObject({ code: 0, data: { ok: true } });
    }
    expect(a.logs.join('')).not.toMatch(/"level":(50|60)/);
  });
});
