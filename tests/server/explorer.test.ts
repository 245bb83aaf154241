import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TRACE_SAMPLE } from '#contracts/trace-sample';
import { blockHashOf, payloadHashOf, txHashOf, verifyMerkleProof, webDigest, ZERO_HASH } from '#utils/ledger-hash';
import { createTestApp, type TestApp } from './support/app';
import { buildLedgerScenario, type LedgerScenario } from './support/ledger';

let t: TestApp;
let s: LedgerScenario;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildLedgerScenario(t);
});
afterAll(async () => {
  await t?.close();
});

interface Block {
  height: number;
  hash: string;
  prevHash: string;
  merkleRoot: string;
  txCount: number;
  sealedAt: string;
  open: boolean;
}

describe('public explorer (D9)', () => {
  it('lists blocks newest first, linked by their hashes, to anyone', async () => {
    const first = (await t.get('/portal/chain/blocks?currPage=1&limit=2')).json();
    expect(first.code).toBe(0);
    const height = (await t.get('/portal/chain/blockNumber', s.tokens.enterprise)).json().data;
    expect(first.data.total).toBe(height);
    const [newest, before] = first.data.list as Block[];
    expect(newest!.height).toBe(height);
    expect(newest!.prevHash).toBe(before!.hash);
    const all: Block[] = [];
    for (let page = 1; page <= Math.ceil(height / 100); page += 1)
      all.push(...(await t.get(`/portal/chain/blocks?currPage=${page}&limit=100`)).json().data.list);
    expect(all.map((block) => block.height)).toEqual(Array.from({ length: height }, (_, index) => height - index));
    expect(all.at(-1)!.prevHash).toBe(ZERO_HASH);
    // The browser can recompute every block hash with Web Crypto.
    for (const block of all) expect(await blockHashOf(webDigest, block)).toBe(block.hash);
    expect((await t.get('/portal/chain/blocks?currPage=99&limit=10')).json().data).toEqual({ list: [], total: height });
  });

  it('finds a visitor’s lead in the newest block at once, with a proof Web Crypto accepts', async () => {
    await t.post('/index/sendCustomEmail', { name: '访客', phone: '13912340009', companyName: '某公司' });
    const [newest] = (await t.get('/portal/chain/blocks?limit=1')).json().data.list as Block[];
    const block = (await t.get(`/portal/chain/block?height=${newest!.height}`)).json().data;
    expect(block.open).toBe(false); // D12: a sealed block is never sealed again
    const lead = block.transactions.at(-1);
    expect(lead).toMatchObject({ kind: 'lead.received', at: expect.any(String) });
    expect(Object.keys(lead).sort()).toEqual(['at', 'kind', 'txHash']);
    const tx = (await t.get(`/portal/chain/tx?hash=${lead.txHash}`)).json().data;
    expect(tx).toMatchObject({ txHash: lead.txHash, kind: 'lead.received', index: block.transactions.length - 1 });
    expect(tx.block.hash).toBe(block.hash);
    expect(await verifyMerkleProof(webDigest, lead.txHash, tx.proof, block.merkleRoot)).toBe(true);
    // Searching by block hash finds the same block; 61 s later it is closed.
    expect((await t.get(`/portal/chain/block?hash=${block.hash.toUpperCase()}`)).json().data.height).toBe(block.height);
    t.clock.advance(61_000);
    expect((await t.get(`/portal/chain/block?height=${block.height}`)).json().data.open).toBe(false);
  });

  it('a read with nothing waiting opens no transaction; an event sent meanwhile is sealed by the next read', async () => {
    await t.get('/portal/chain/blocks?limit=1'); // seals whatever waits
    const transaction = vi.spyOn(t.app.ctx.db, 'transaction');
    try {
      const height = (await t.get('/portal/chain/blockNumber', s.tokens.enterprise)).json().data;
      const listed = (await t.get('/portal/chain/blocks?limit=1')).json().data.list as Block[];
      expect(transaction).not.toHaveBeenCalled();
      expect(listed[0]!.height).toBe(height);
      await t.post('/index/sendCustomEmail', { name: '访客', phone: '13912340010', companyName: '某公司' });
      transaction.mockClear();
      const [newest] = (await t.get('/portal/chain/blocks?limit=1')).json().data.list as Block[];
      expect(transaction).toHaveBeenCalled();
      const block = (await t.get(`/portal/chain/block?height=${newest!.height}`)).json().data;
      expect(block.transactions.at(-1)).toMatchObject({ kind: 'lead.received' });
    } finally {
      transaction.mockRestore();
    }
  });

  it('50 requests at once, leads and explorer reads mixed: every lead sealed once, no gap, the chain verifies', async () => {
    const before = (await t.get('/portal/chain/blocks?limit=1')).json().data.total as number;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 2 === 0
          ? t.post('/index/sendCustomEmail', { name: `并发${index}`, phone: '13912340011', companyName: '某公司' })
          : t.get('/portal/chain/blocks?limit=1'),
      ),
    );
    expect(answers.map((answer) => answer.json().code)).toEqual(Array.from({ length: 50 }, () => 0));
    const height = (await t.get('/portal/chain/blocks?limit=1')).json().data.total as number;
    const leads: string[] = [];
    for (let h = before; h <= height; h += 1)
      if (h > 0)
        for (const tx of (await t.get(`/portal/chain/block?height=${h}`)).json().data.transactions)
          if (tx.kind === 'lead.received') leads.push(tx.txHash);
    expect(new Set(leads).size).toBe(leads.length);
    expect(leads.length).toBeGreaterThanOrEqual(25);
    const verify = (await t.get('/portal/chain/verify', s.tokens.admin)).json();
    expect(verify).toMatchObject({ code: 0, data: { ok: true, pending: 0 } });
  });

  it('proves every transaction of every block', async () => {
    const height = (await t.get('/portal/chain/blocks?limit=1')).json().data.total;
    for (let h = 1; h <= height; h += 1) {
      const block = (await t.get(`/portal/chain/block?height=${h}`)).json().data;
      expect(block.transactions).toHaveLength(block.txCount);
      for (const item of block.transactions) {
        const tx = (await t.get(`/portal/chain/tx?hash=${item.txHash}`)).json().data;
        expect(await verifyMerkleProof(webDigest, item.txHash, tx.proof, block.merkleRoot)).toBe(true);
      }
    }
  });

  it('never shows personal data', async () => {
    const bodies = [
      (await t.get('/portal/chain/blocks?limit=100')).body,
      (await t.get('/portal/chain/block?height=2')).body,
      (await t.get('/portal/chain/verify')).body,
    ];
    const block = (await t.get('/portal/chain/block?height=2')).json().data;
    for (const item of block.transactions) bodies.push((await t.get(`/portal/chain/tx?hash=${item.txHash}`)).body);
    for (const body of bodies)
      for (const secret of ['王磊', '13912340001', '陈思远', '330106199003071236', 'payload"', 'ref', '营业执照'])
        expect(body).not.toContain(secret);
  });

  it('answers bad or unknown input with the envelope, in Chinese', async () => {
    expect((await t.get('/portal/chain/block?height=abc')).json()).toEqual({
      code: 10001,
      msg: '区块高度：必须是数字',
    });
    expect((await t.get('/portal/chain/block')).json()).toEqual({
      code: 10001,
      msg: '区块高度：请提供区块高度或区块哈希（二选一）',
    });
    expect((await t.get('/portal/chain/block?height=0')).json().code).toBe(10001);
    expect((await t.get('/portal/chain/block?height=99999')).json()).toEqual({ code: 10009, msg: '区块不存在' });
    expect((await t.get('/portal/chain/tx?hash=123')).json()).toEqual({
      code: 10001,
      msg: '哈希：应为 64 位十六进制字符',
    });
    const unknown = await t.get(`/portal/chain/tx?hash=${'f'.repeat(64)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 10009, msg: '交易不存在' });
    expect((await t.get('/portal/chain/blocks?limit=1000')).json().code).toBe(10001);
    expect((await t.get('/portal/trace/batch?batch=<script>')).json()).toEqual({
      code: 10001,
      msg: '批次号：批次号只能包含字母、数字和连字符',
    });
    expect((await t.get('/portal/trace/batch?batch=XQ-NONE')).json()).toEqual({ code: 10009, msg: '批次不存在' });
  });
});

describe('the traceability sample batch', () => {
  it('has its seven steps on the ledger, each checkable in the browser from its evidence', async () => {
    const body = (await t.get('/portal/trace/batch?batch=XQ-SAMPLE-0001')).json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ code: 'XQ-SAMPLE-0001', product: TRACE_SAMPLE.batch.product });
    expect(body.data.steps.map((step: { stage: string }) => step.stage)).toEqual(
      TRACE_SAMPLE.steps.map((step) => step.stage),
    );
    for (const step of body.data.steps) {
      const payloadHash = await payloadHashOf(webDigest, step.evidence.payload);
      expect(payloadHash).toBe(step.evidence.payloadHash);
      expect(await txHashOf(webDigest, { ...step.evidence, payloadHash })).toBe(step.txHash);
      const tx = (await t.get(`/portal/chain/tx?hash=${step.txHash}`)).json().data;
      expect(tx).toMatchObject({ kind: 'trace.recorded', block: { height: step.blockHeight } });
      expect(await verifyMerkleProof(webDigest, step.txHash, tx.proof, tx.block.merkleRoot)).toBe(true);
    }
  });
});

describe("an organisation's approved filing and reward show their transaction", () => {
  it('talent detail: the submission and, once approved, the approval', async () => {
    const approved = (await t.get(`/portal/talent/detail?id=${s.approvedTalent}`, s.tokens.enterprise)).json().data;
    const approval = (await t.get(`/portal/chain/tx?hash=${approved.txHash}`)).json().data;
    expect(approval.kind).toBe('talent.decided');
    const submission = (await t.get(`/portal/chain/tx?hash=${approved.submitTxHash}`)).json().data;
    expect(submission.kind).toBe('talent.submitted');
    const pending = (await t.get(`/portal/talent/detail?id=${s.pendingTalent}`, s.tokens.enterprise)).json().data;
    expect(pending).toMatchObject({
      status: 'pending',
      txHash: null,
      submitTxHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The resubmitted filing shows its latest submission, not the rejected one.
    const resubmitted = (await t.get(`/portal/talent/detail?id=${s.resubmittedTalent}`, s.tokens.enterprise)).json()
      .data;
    expect((await t.get(`/portal/chain/tx?hash=${resubmitted.submitTxHash}`)).json().data.block.height).toBeGreaterThan(
      submission.block.height - 1,
    );
  });

  it('reward list: approved applications carry the approval transaction', async () => {
    const list = (await t.get('/portal/reward/list', s.tokens.enterprise)).json().data.list as {
      id: number;
      status: string;
      txHash: string | null;
      submitTxHash: string | null;
    }[];
    const approved = list.find((item) => item.id === s.approvedReward)!;
    const rejected = list.find((item) => item.id === s.rejectedReward)!;
    expect((await t.get(`/portal/chain/tx?hash=${approved.txHash}`)).json().data.kind).toBe('reward.decided');
    expect(rejected.txHash).toBeNull();
    expect((await t.get(`/portal/chain/tx?hash=${rejected.submitTxHash}`)).json().data.kind).toBe('reward.submitted');
  });
});

describe('the public whole-ledger check under a burst (D9, D10)', () => {
  it('50 checks sent together from one address: 12 are answered with the result, the rest refused with 10006', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.inject({ method: 'GET', url: '/shangchain/bsnApi/portal/chain/verify', remoteAddress: '198.51.100.77' }),
      ),
    );
    const bodies = answers.map((answer) => answer.json() as { code: number; msg: string; data?: { ok: boolean } });
    const verified = bodies.filter((body) => body.code === 0);
    expect(verified).toHaveLength(12);
    for (const body of verified) expect(body).toMatchObject({ msg: '账本校验通过', data: { ok: true } });
    expect(bodies.filter((body) => body.code === 10006)).toHaveLength(38);
  });
});
