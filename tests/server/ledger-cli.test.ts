import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { runLedgerVerify } from '../../server/src/cli/ledger-verify-command';
import { createPglite } from '../../server/src/db/client';
import { BASE, DEFAULT_TEST_CONFIG } from './support/app';
import { createTestDatabase, TEST_SHARED_BUFFERS_MB } from './support/database';

/**
 * What an operator (or an auditor) does: tamper with the real database behind a stopped server, then run
 * `npm run ledger:verify` and ask a restarted server's GET /portal/chain/verify. The command runs in this process
 * (a child process costs seconds of start-up each); the real entry runs in its own process once for each way it
 * exits that its wiring decides (0 with its printed summary, 2 without a database).
 */
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-ledger-cli-'));
const adminUrl = process.env.DATABASE_URL;
let databaseUrl: string | undefined;

async function sql(text: string): Promise<void> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  } else {
    const client = await createPglite(path.join(dataDir, 'pglite'), { sharedBuffersMb: TEST_SHARED_BUFFERS_MB });
    await client.exec(text);
    await client.close();
  }
}

type Call = <T = unknown>(url: string, payload?: unknown) => Promise<{ code: number; msg: string; data: T }>;

async function withServer<T>(work: (call: Call) => Promise<T>) {
  const app = await buildApp({
    logger: false,
    startWorkers: false,
    config: { ...DEFAULT_TEST_CONFIG, dataDir, databaseUrl, staticDir: path.join(dataDir, 'no-dist') },
  });
  try {
    return await work(async (url: string, payload?: unknown) => {
      const response = await app.inject({
        method: payload ? 'POST' : 'GET',
        url: BASE + url,
        payload: payload as object,
      });
      return response.json();
    });
  } finally {
    await app.close();
  }
}

/** The command, in this process: its exit code and everything it printed. */
async function verify(...args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const output = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const code = await runLedgerVerify(
    args,
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    output,
  );
  return { code, out: lines.join('\n') };
}

/** The real entry (what `npm run ledger:verify` runs), in its own process. */
async function verifyCli(...args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/src/cli/ledger-verify.ts', ...args], {
      env,
      timeout: 120_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

let leadHeight: number;
let headHash: string;
let head: number;
beforeAll(async () => {
  if (adminUrl) {
    const name = `t_cli_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    // The seeded template in DATA_DIR, as a first start leaves it (cheaper than initialising PGlite there).
    const seeded = await createTestDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await seeded.close();
  }
  await withServer(async (call) => {
    await call('/index/sendCustomEmail', {
      name: '王磊',
      phone: '13912340001',
      companyName: '青溪茶业',
      content: '询价',
    });
    const blocks = await call<{ total: number; list: { hash: string }[] }>('/portal/chain/blocks?limit=1');
    const verify = await call('/portal/chain/verify');
    head = blocks.data.total;
    headHash = blocks.data.list[0]!.hash;
    leadHeight = head;
    expect(verify.data).toMatchObject({ ok: true, height: head, headHash });
  });
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl && adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
    await admin.end();
  }
});

describe('npm run ledger:verify on a stopped server’s database', () => {
  it('prints a summary and exits 0 on the untouched ledger; checks an anchor recorded outside', async () => {
    const clean = await verifyCli('--anchor', `${head}:${headHash}`);
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('OK');
    expect(clean.out).toContain(`head: height ${head}, hash ${headHash}`);
    const wrong = await verify('--anchor', `${head}:${'a'.repeat(64)}`);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain('锚点不符');
    const nonsense = await verify('--anchor', 'nonsense');
    expect(nonsense.code).toBe(2);
    expect(nonsense.out).toContain('--anchor expects HEIGHT:HASH');
  });

  it("exits 1 naming the first bad block when a lead is rewritten, and so does the restarted server's GET", async () => {
    await sql(`update leads set content = '已被改写' where name = '王磊'`);
    const tampered = await verify();
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain(`MISMATCH at block ${leadHeight}`);
    expect(tampered.out).toContain('线索记录不一致');
    await withServer(async (call) => {
      const body = await call('/portal/chain/verify');
      expect(body).toMatchObject({ code: 0, msg: '账本校验未通过', data: { ok: false, firstBadHeight: leadHeight } });
      expect(JSON.stringify(body)).not.toContain('王磊');
    });
    await sql(`update leads set content = '询价' where name = '王磊'`);
    const restored = await verify('--json');
    expect(restored.code).toBe(0);
    expect(JSON.parse(restored.out)).toMatchObject({ ok: true, height: head, headHash });
  });

  it('exits 1 when a block is rewritten, and 2 when there is no database', async () => {
    await sql(`update ledger_blocks set merkle_root = repeat('b', 64) where height = 1`);
    const tampered = await verify();
    expect(tampered.code).toBe(1);
    expect(tampered.out).toContain('MISMATCH at block 1');
    if (!databaseUrl) {
      const { code, out } = await run(process.execPath, ['--import', 'tsx', 'server/src/cli/ledger-verify.ts'], {
        env: { ...process.env, DATA_DIR: path.join(dataDir, 'nothing-here'), DATABASE_URL: '' },
      }).then(
        () => ({ code: 0, out: '' }),
        (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
      );
      expect(code).toBe(2);
      expect(out).toContain('No database');
    }
  });
});
