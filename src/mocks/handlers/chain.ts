import { http, HttpResponse } from 'msw';
import {
  chainBlockQuerySchema,
  chainBlocksQuerySchema,
  chainTxQuerySchema,
  consistencyProofQuerySchema,
  cosignPayloadSchema,
  inclusionProofQuerySchema,
  traceBatchQuerySchema,
} from '../../contracts/chain';
import { ApiCode } from '../../contracts/codes';
import { API } from '../../contracts/paths';
import { merkleProofOf, webDigest } from '../../utils/ledger-hash';
import { mockLedger, mockTraceBatch, publicBlock, publicTx } from '../chain';
import { mockCheckpoint, mockConsistencyProof, mockInclusionProof, mockLogKeys } from '../chain-log';
import { api, fail, ok, parseOr, queryOf } from '../respond';

/** D9: the public explorer, the verification and the trace sample, on the mock ledger (real hashes and proofs). */
export const chainHandlers = [
  http.get(api(API.chainBlocks), async ({ request }) => {
    const parsed = parseOr(chainBlocksQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { currPage, limit } = parsed.data;
    const newestFirst = [...(await mockLedger()).blocks].reverse();
    return ok({
      list: newestFirst.slice((currPage - 1) * limit, currPage * limit).map(publicBlock),
      total: newestFirst.length,
    });
  }),
  http.get(api(API.chainBlock), async ({ request }) => {
    const parsed = parseOr(chainBlockQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { height, hash } = parsed.data;
    const block = (await mockLedger()).blocks.find((item) => (hash ? item.hash === hash : item.height === height));
    if (!block) return fail(ApiCode.NOT_FOUND, '区块不存在');
    return ok({ ...publicBlock(block), transactions: block.transactions.map(publicTx) });
  }),
  http.get(api(API.chainTx), async ({ request }) => {
    const parsed = parseOr(chainTxQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    for (const block of (await mockLedger()).blocks) {
      const index = block.transactions.findIndex((tx) => tx.txHash === parsed.data.hash);
      if (index < 0) continue;
      const tx = block.transactions[index]!;
      return ok({
        ...publicTx(tx),
        payloadHash: tx.payloadHash,
        index,
        block: publicBlock(block),
        proof: await merkleProofOf(
          webDigest,
          block.transactions.map((item) => item.txHash),
          index,
        ),
      });
    }
    return fail(ApiCode.NOT_FOUND, '交易不存在');
  }),
  http.get(api(API.chainVerify), async () => {
    const { blocks } = await mockLedger();
    return ok(
      {
        ok: true,
        height: blocks.length,
        headHash: blocks.at(-1)!.hash,
        checkedBlocks: blocks.length,
        checkedTransactions: blocks.reduce((sum, block) => sum + block.txCount, 0),
        checkedRecords: blocks.reduce((sum, block) => sum + block.txCount, 0),
        pending: 0,
      },
      '账本校验通过',
    );
  }),
  http.get(api(API.traceBatch), async ({ request }) => {
    const parsed = parseOr(traceBatchQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const batch = await mockTraceBatch(parsed.data.batch);
    return batch ? ok(batch) : fail(ApiCode.NOT_FOUND, '批次不存在');
  }),
  http.get(api(API.chainCheckpoint), async () =>
    HttpResponse.text(await mockCheckpoint(), { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
  ),
  http.get(api(API.chainKey), async () => {
    const { log, witness } = await mockLogKeys();
    return ok({ vkey: log.vkey, origin: log.name, witnesses: [witness.vkey] });
  }),
  http.get(api(API.chainInclusionProof), async ({ request }) => {
    const parsed = parseOr(inclusionProofQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const proof = await mockInclusionProof(parsed.data.hash, parsed.data.size);
    return proof ? ok(proof) : fail(ApiCode.NOT_FOUND, '交易不在账本中');
  }),
  http.get(api(API.chainConsistencyProof), async ({ request }) => {
    const parsed = parseOr(consistencyProofQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const proof = await mockConsistencyProof(parsed.data.from, parsed.data.to);
    return proof ? ok(proof) : fail(ApiCode.VALIDATION, '账本还没有这么多笔交易');
  }),
  http.post(api(API.chainCosign), async ({ request }) => {
    const parsed = parseOr(cosignPayloadSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return fail(ApiCode.VALIDATION, '共同签名无效，或签名的见证方不在本账本登记的见证方之列');
  }),
];
