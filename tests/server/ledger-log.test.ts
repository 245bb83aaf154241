import { createPublicKey, randomBytes, verify as verifySignature } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { runLedgerVerify } from '../../server/src/cli/ledger-verify-command';
import { runLedgerWitness } from '../../server/src/cli/ledger-witness-command';
import { nodeDigest } from '../../server/src/lib/crypto';
import { writeKeyFile } from '../../server/src/modules/chain/keys';
import {
  fromBase64,
  leafHashOf,
  parseCheckpoint,
  parseNote,
  parseVerifierKey,
  verifyConsistency,
  verifyInclusion,
} from '#utils/tlog';
import { BASE, DEFAULT_TEST_CONFIG } from './support/app';
import { createTestDatabase } from './support/database';

/**
 * D12 end to end: the signed checkpoint and its proofs as an outsider reads them, a witness that cosigns, and the
 * insider's fork (an older copy of the database restored and continued) that the witness and `ledger:verify
 * --checkpoint` both refuse.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-ledger-log-'));
const adminUrl = process.env.DATABASE_URL;
const keyFile = path.join(root, 'keys', 'ledger.key');
const witnessKey = path.join(root, 'witness', 'witness.key');
const witnessState = path.join(root, 'witness', 'state.json');
const sites = { original: path.join(root, 'original'), restored: path.join(root, 'restored') };
const urls: { original?: string; restored?: string } = {};
let witnessVkey = '';
let logVkey = '';

async function withServer<T>(site: 'original' | 'restored', work: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const app = await buildApp({
    logger: false,
    startWorkers: false,
    config: {
      ...DEFAULT_TEST_CONFIG,
      dataDir: sites[site],
      databaseUrl: urls[site],
      staticDir: path.join(root, 'no-dist'),
      ledgerKeyFile: keyFile,
      ledgerWitnesses: [witnessVkey],
    },
  });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

async function call<T>(app: FastifyInstance, url: string, payload?: unknown): Promise<T> {
  const response = await app.inject({ method: payload ? 'POST' : 'GET', url: BASE + url, payload: payload as object });
  const body = response.json<{ code: number; msg: string; data: T }>();
  if (body.code !== 0) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

async function sendLeads(app: FastifyInstance, names: string[]): Promise<void> {
  for (const name of names)
    await call(app, '/index/sendCustomEmail', { name, phone: '13912340001', companyName: '青溪茶业', content: '询价' });
}

/** The witness's HTTP, served by the app in this process. */
function fetchFrom(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      payload: init?.body as string | undefined,
      headers: init?.headers as Record<string, string> | undefined,
    });
    return new Response(response.body, { status: response.statusCode });
  }) as typeof fetch;
}

async function witness(app: FastifyInstance): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const output = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const code = await runLedgerWitness(
    ['--log', 'http://log.example.test', '--key', witnessKey, '--state', witnessState, '--once'],
    output,
    { fetch: fetchFrom(app) },
  );
  return { code, out: lines.join('\n') };
}

async function verifyCheckpoint(site: 'original' | 'restored', file: string): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const output = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const code = await runLedgerVerify(
    ['--checkpoint', file],
    { ...process.env, DATA_DIR: sites[site], DATABASE_URL: urls[site] ?? '', LEDGER_KEY_FILE: keyFile },
    output,
  );
  return { code, out: lines.join('\n') };
}

async function checkpointOf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${BASE}/portal/chain/checkpoint` });
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  return response.body;
}

/** Ed25519 with node:crypto straight from the verifier key's bytes: no code of the log's own. */
function signedBy(vkey: string, message: string, signature: Uint8Array): boolean {
  const keyBytes = Buffer.from(vkey.split('+').slice(2).join('+'), 'base64').subarray(1);
  const key = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), keyBytes]),
    format: 'der',
    type: 'spki',
  });
  return verifySignature(null, Buffer.from(message), key, signature);
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  fs.mkdirSync(path.dirname(keyFile), { recursive: true });
  logVkey = writeKeyFile(keyFile, 'ledger.test.example.org/log').vkey;
  const init: string[] = [];
  const initCode = await runLedgerWitness(['--init', '--name', 'witness.test.example.org/w1', '--key', witnessKey], {
    log: (line) => init.push(line),
    error: (line) => init.push(line),
  });
  expect(initCode).toBe(0);
  witnessVkey = init[0]!;
  expect(fs.statSync(witnessKey).mode & 0o777).toBe(0o600);
  if (adminUrl) {
    const name = `t_log_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    urls.original = url.toString();
  } else {
    fs.mkdirSync(path.join(sites.original, 'pglite'), { recursive: true });
    const seeded = await createTestDatabase({ pgliteDir: path.join(sites.original, 'pglite') });
    await seeded.close();
  }
});

afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  if (adminUrl)
    for (const url of [urls.original, urls.restored])
      if (url) await adminQuery(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
});

describe('the signed log (D12)', () => {
  let first = '';
  let second = '';

  it('serves a checkpoint signed by its key, and proofs an outsider checks', async () => {
    await withServer('original', async (app) => {
      await sendLeads(app, ['王磊', '李娜', '张伟']);
      const key = await call<{ vkey: string; origin: string; witnesses: string[] }>(app, '/portal/chain/key');
      expect(key).toEqual({ vkey: logVkey, origin: 'ledger.test.example.org/log', witnesses: [witnessVkey] });
      first = await checkpointOf(app);
      const [origin, size, rootText, blank, signature, ...rest] = first.split('\n');
      expect([origin, blank, rest]).toEqual(['ledger.test.example.org/log', '', ['']]);
      expect(signature).toMatch(/^\u2014 ledger\.test\.example\.org\/log [A-Za-z0-9+/]{91}=$/u);
      const sigBytes = Buffer.from(signature!.split(' ')[2]!, 'base64');
      expect(sigBytes.subarray(0, 4).toString('hex')).toBe(logVkey.split('+')[1]);
      expect(signedBy(logVkey, `${origin}\n${size}\n${rootText}\n`, sigBytes.subarray(4))).toBe(true);
      expect(signedBy(logVkey, `${origin}\n${Number(size) + 1}\n${rootText}\n`, sigBytes.subarray(4))).toBe(false);

      // The newest lead's transaction is in the tree the checkpoint signs.
      const blocks = await call<{ list: { height: number }[] }>(app, '/portal/chain/blocks?limit=1');
      const block = await call<{ transactions: { txHash: string }[] }>(
        app,
        `/portal/chain/block?height=${blocks.list[0]!.height}`,
      );
      const txHash = block.transactions.at(-1)!.txHash;
      const inclusion = await call<{ index: number; size: number; proof: string[] }>(
        app,
        `/portal/chain/proof/inclusion?hash=${txHash}`,
      );
      expect(inclusion.size).toBe(Number(size));
      expect(inclusion.index).toBe(Number(size) - 1);
      const rootBytes = fromBase64(rootText!)!;
      const proof = inclusion.proof.map((item) => fromBase64(item)!);
      const leaf = await leafHashOf(nodeDigest, txHash);
      expect(await verifyInclusion(nodeDigest, inclusion.index, inclusion.size, leaf, proof, rootBytes)).toBe(true);
      expect(await verifyInclusion(nodeDigest, inclusion.index - 1, inclusion.size, leaf, proof, rootBytes)).toBe(
        false,
      );
      const missing = await app.inject({
        method: 'GET',
        url: `${BASE}/portal/chain/proof/inclusion?hash=${'ab'.repeat(32)}`,
      });
      expect(missing.json()).toEqual({ code: 10009, msg: '交易不在账本中' });
      const tooLarge = await app.inject({
        method: 'GET',
        url: `${BASE}/portal/chain/proof/inclusion?hash=${txHash}&size=${Number(size) + 50}`,
      });
      expect(tooLarge.json()).toEqual({ code: 10001, msg: '账本还没有这么多笔交易' });

      // A later checkpoint extends this one.
      await sendLeads(app, ['赵敏']);
      const later = parseCheckpoint(parseNote(await checkpointOf(app))!.text)!;
      const consistency = await call<{ from: number; to: number; proof: string[] }>(
        app,
        `/portal/chain/proof/consistency?from=${size}&to=${later.size}`,
      );
      expect(later.size).toBe(Number(size) + 1);
      expect(
        await verifyConsistency(
          nodeDigest,
          Number(size),
          later.size,
          rootBytes,
          later.root,
          consistency.proof.map((item) => fromBase64(item)!),
        ),
      ).toBe(true);
    });
  });

  it('a witness cosigns; the log serves its cosignature; a cosignature from an unlisted key is refused', async () => {
    await withServer('original', async (app) => {
      const run = await witness(app);
      expect(run).toMatchObject({ code: 0 });
      expect(run.out).toMatch(/^已共同签名：ledger\.test\.example\.org\/log 第 \d+ 笔交易处的检查点/);
      first = await checkpointOf(app);
      const note = parseNote(first)!;
      expect(note.signatures.map((item) => item.name)).toEqual([
        'ledger.test.example.org/log',
        'witness.test.example.org/w1',
      ]);
      const cosignature = note.signatures[1]!.signature;
      const timestamp = Number(Buffer.from(cosignature).readBigUInt64BE(0));
      expect(signedBy(witnessVkey, `cosignature/v1\ntime ${timestamp}\n${note.text}`, cosignature.subarray(8))).toBe(
        true,
      );
      expect((await parseVerifierKey(nodeDigest, witnessVkey))?.type).toBe(4);

      // A stranger's cosignature line is not kept.
      const strangerFile = path.join(root, 'stranger.key');
      const stranger: string[] = [];
      await runLedgerWitness(['--init', '--name', 'stranger.example.org', '--key', strangerFile], {
        log: (line) => stranger.push(line),
        error: (line) => stranger.push(line),
      });
      const refused = await runLedgerWitness(
        ['--log', 'http://log.example.test', '--key', strangerFile, '--state', path.join(root, 's.json'), '--once'],
        { log: () => undefined, error: (line) => stranger.push(line) },
        { fetch: fetchFrom(app) },
      );
      expect(refused).toBe(1);
      expect(stranger.at(-1)).toContain('账本没有收下共同签名：共同签名无效，或签名的见证方不在本账本登记的见证方之列');
      expect(parseNote(await checkpointOf(app))!.signatures).toHaveLength(2);
    });
    fs.writeFileSync(path.join(root, 'first.checkpoint'), first);
  });

  it('a restored older copy continued with new events is refused by the witness and by ledger:verify --checkpoint', async () => {
    // The insider's backup, taken now (the server stopped).
    if (adminUrl) {
      const name = `t_log_${randomBytes(4).toString('hex')}`;
      for (let attempt = 0; ; attempt += 1) {
        try {
          await adminQuery(`create database "${name}" template "${new URL(urls.original!).pathname.slice(1)}"`);
          break;
        } catch (error) {
          if (attempt > 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      const url = new URL(urls.original!);
      url.pathname = `/${name}`;
      urls.restored = url.toString();
    } else fs.cpSync(path.join(sites.original, 'pglite'), path.join(sites.restored, 'pglite'), { recursive: true });

    // The log goes on; the witness cosigns the newer checkpoint.
    await withServer('original', async (app) => {
      await sendLeads(app, ['孙丽', '周强']);
      expect(await witness(app)).toMatchObject({ code: 0 });
      second = await checkpointOf(app);
    });
    fs.writeFileSync(path.join(root, 'second.checkpoint'), second);
    expect(await verifyCheckpoint('original', path.join(root, 'second.checkpoint'))).toMatchObject({ code: 0 });

    // The older copy is restored and continues with other events: as many transactions, and more, as the log had.
    await withServer('restored', async (app) => {
      await sendLeads(app, ['吴昊', '郑洁', '冯涛']);
      const restored = parseCheckpoint(parseNote(await checkpointOf(app))!.text)!;
      expect(restored.size).toBeGreaterThan(parseCheckpoint(parseNote(second)!.text)!.size);
      const refused = await witness(app);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(
        /^拒绝共同签名：账本的 \d+ 笔交易与本见证方已确认的前 \d+ 笔不一致——账本被改写（分叉）。/,
      );
      const evidence = fs.readdirSync(path.dirname(witnessState)).filter((name) => name.includes('.refused-'));
      expect(evidence).toHaveLength(1);
      const kept = fs.readFileSync(path.join(path.dirname(witnessState), evidence[0]!), 'utf8');
      expect(kept).toContain(parseNote(second)!.text);
      expect(kept).toContain(parseNote(await checkpointOf(app))!.text);
      // The witness's head is unchanged: it still holds the newer checkpoint of the real log.
      expect(parseNote(JSON.parse(fs.readFileSync(witnessState, 'utf8')).note)!.text).toBe(parseNote(second)!.text);
    });

    const forked = await verifyCheckpoint('restored', path.join(root, 'second.checkpoint'));
    expect(forked.code).toBe(1);
    expect(forked.out).toContain('账本被改写：今天账本的前');
    // What the restored copy still shares with the log verifies: the fork starts after it.
    expect(await verifyCheckpoint('restored', path.join(root, 'first.checkpoint'))).toMatchObject({ code: 0 });
  });
});
