import { API_BASE_PATH } from '@/contracts/paths';
import { blockHashOf, payloadHashOf, txHashOf, verifyMerkleProof, webDigest } from '@/utils/ledger-hash';

/** The explorer's mocks answer with real hashes: what the browser checks with Web Crypto passes on them. */
async function get(path: string) {
  const response = await fetch(new URL(`${API_BASE_PATH}${path}`, window.location.origin));
  return response.json();
}

describe('mock ledger (D9)', () => {
  it('lists 128 blocks newest first, each hashed and linked to the one before', async () => {
    const page = (await get('/portal/chain/blocks?currPage=1&limit=5')).data;
    expect(page.total).toBe(128);
    expect(page.list.map((block: { height: number }) => block.height)).toEqual([128, 127, 126, 125, 124]);
    for (const block of page.list) expect(await blockHashOf(webDigest, block)).toBe(block.hash);
    expect(page.list[0].prevHash).toBe(page.list[1].hash);
    expect((await get('/portal/chain/blockNumber')).code).not.toBe(0); // needs a session, like the server
  });

  it('gives every transaction of a block a Merkle proof that verifies in the browser', async () => {
    const block = (await get('/portal/chain/block?height=127')).data;
    expect(block.transactions).toHaveLength(block.txCount);
    for (const tx of block.transactions) {
      const detail = (await get(`/portal/chain/tx?hash=${tx.txHash}`)).data;
      expect(detail.block.hash).toBe(block.hash);
      expect(await verifyMerkleProof(webDigest, tx.txHash, detail.proof, block.merkleRoot)).toBe(true);
    }
    expect((await get(`/portal/chain/block?hash=${block.hash.toUpperCase()}`)).data.height).toBe(127);
  });

  it('serves the trace sample with evidence the browser can recompute', async () => {
    const batch = (await get('/portal/trace/batch?batch=XQ-SAMPLE-0001')).data;
    expect(batch.steps.map((step: { stage: string }) => step.stage)).toEqual([
      '种植',
      '采摘',
      '加工',
      '质检',
      '仓储',
      '物流',
      '销售',
    ]);
    for (const step of batch.steps) {
      const payloadHash = await payloadHashOf(webDigest, step.evidence.payload);
      expect(payloadHash).toBe(step.evidence.payloadHash);
      expect(await txHashOf(webDigest, { ...step.evidence, payloadHash })).toBe(step.txHash);
      const tx = (await get(`/portal/chain/tx?hash=${step.txHash}`)).data;
      expect(await verifyMerkleProof(webDigest, step.txHash, tx.proof, tx.block.merkleRoot)).toBe(true);
    }
  });

  it('answers in Chinese like the server: verification, unknown hashes, bad input', async () => {
    expect(await get('/portal/chain/verify')).toMatchObject({
      code: 0,
      msg: '账本校验通过',
      data: { ok: true, height: 128 },
    });
    expect(await get(`/portal/chain/tx?hash=${'0'.repeat(64)}`)).toEqual({ code: 10009, msg: '交易不存在' });
    expect((await get('/portal/chain/block?height=abc')).code).toBe(10001);
    expect((await get('/portal/chain/tx?hash=xyz')).msg).toBe('哈希：应为 64 位十六进制字符');
    expect(await get('/portal/trace/batch?batch=XQ-NONE')).toEqual({ code: 10009, msg: '批次不存在' });
  });
});
