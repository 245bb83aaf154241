import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blockNumberSchema,
  chainKeySchema,
  consistencyProofQuerySchema,
  consistencyProofSchema,
  cosignPayloadSchema,
  cosignResultSchema,
  inclusionProofQuerySchema,
  inclusionProofSchema,
  blockTransactionsSchema,
  chainBlockDetailSchema,
  chainBlockQuerySchema,
  chainBlocksQuerySchema,
  chainBlocksSchema,
  chainTxDetailSchema,
  chainTxQuerySchema,
  traceBatchQuerySchema,
  traceBatchSchema,
  verifyResultSchema,
} from '#contracts/chain';
import { envelopeOf } from '#contracts/envelope';
import { API } from '#contracts/paths';
import type { AppContext } from '../../context';
import { ok } from '../../lib/errors';
import {
  addCosignatures,
  chainKey,
  checkpointWithCosignatures,
  consistencyProofOf,
  inclusionProofOf,
} from './checkpoint';
import { blockDetail, listBlocks, traceBatch, txDetail, verifyForPublic } from './explorer';
import { currentBlockNumber, dailyTransactions } from './service';

/** A full verification reads the whole ledger: a few per minute and IP are plenty. */
const VERIFY_PER_MIN = 12;

export function chainRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(API.blockNumber, {
    schema: { tags: ['chain'], summary: '当前区块高度', response: { 200: envelopeOf(blockNumberSchema) } },
    handler: async () => ok(await currentBlockNumber(ctx)),
  });
  api.get(API.transactions, {
    schema: {
      tags: ['chain'],
      summary: '近 30 天每日交易数（北京时间）',
      response: { 200: envelopeOf(blockTransactionsSchema) },
    },
    handler: async () => ok(await dailyTransactions(ctx)),
  });
  api.get(API.chainBlocks, {
    schema: {
      tags: ['chain'],
      summary: '区块列表（最新在前；只有哈希、数量与时间）',
      querystring: chainBlocksQuerySchema,
      response: { 200: envelopeOf(chainBlocksSchema) },
    },
    handler: async (request) => ok(await listBlocks(ctx, request.query)),
  });
  api.get(API.chainBlock, {
    schema: {
      tags: ['chain'],
      summary: '区块详情及其交易（按高度或区块哈希）',
      querystring: chainBlockQuerySchema,
      response: { 200: envelopeOf(chainBlockDetailSchema) },
    },
    handler: async (request) => ok(await blockDetail(ctx, request.query)),
  });
  api.get(API.chainTx, {
    schema: {
      tags: ['chain'],
      summary: '交易详情、所在区块及默克尔证明',
      querystring: chainTxQuerySchema,
      response: { 200: envelopeOf(chainTxDetailSchema) },
    },
    handler: async (request) => ok(await txDetail(ctx, request.query.hash)),
  });
  api.get(API.chainVerify, {
    config: { rateLimit: { max: VERIFY_PER_MIN, timeWindow: 60_000 } },
    schema: {
      tags: ['chain'],
      summary: '校验整条账本：重算每笔交易的内容哈希、默克尔根、区块哈希与前后衔接',
      response: { 200: envelopeOf(verifyResultSchema) },
    },
    handler: async () => {
      const result = await verifyForPublic(ctx);
      return ok(result, result.ok ? '账本校验通过' : '账本校验未通过');
    },
  });
  api.get(API.traceBatch, {
    schema: {
      tags: ['chain'],
      summary: '溯源批次及其各环节的上链交易（演示样例）',
      querystring: traceBatchQuerySchema,
      response: { 200: envelopeOf(traceBatchSchema) },
    },
    handler: async (request) => ok(await traceBatch(ctx, request.query.batch)),
  });
  api.get(API.chainCheckpoint, {
    schema: {
      tags: ['chain'],
      summary: '最新的签名检查点（C2SP tlog-checkpoint 签名笔记，含见证方的共同签名），text/plain',
    },
    handler: async (_request, reply) => {
      const { note, signedAt } = await checkpointWithCosignatures(ctx);
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('last-modified', signedAt.toUTCString())
        .send(note);
    },
  });
  api.get(API.chainKey, {
    schema: {
      tags: ['chain'],
      summary: '账本的验证公钥（Go note 格式）、来源名与登记的见证方公钥',
      response: { 200: envelopeOf(chainKeySchema) },
    },
    handler: async () => ok(await chainKey(ctx)),
  });
  api.get(API.chainInclusionProof, {
    schema: {
      tags: ['chain'],
      summary: '交易在账本中的包含证明（RFC 6962，自叶到根，base64）',
      querystring: inclusionProofQuerySchema,
      response: { 200: envelopeOf(inclusionProofSchema) },
    },
    handler: async (request) => ok(await inclusionProofOf(ctx, request.query)),
  });
  api.get(API.chainConsistencyProof, {
    schema: {
      tags: ['chain'],
      summary: '两个账本规模之间的一致性证明（RFC 6962，base64）',
      querystring: consistencyProofQuerySchema,
      response: { 200: envelopeOf(consistencyProofSchema) },
    },
    handler: async (request) => ok(await consistencyProofOf(ctx, request.query)),
  });
  api.post(API.chainCosign, {
    schema: {
      tags: ['chain'],
      summary: '见证方提交共同签名（C2SP tlog-cosignature/v1）；只保留 LEDGER_WITNESSES 中登记的见证方',
      body: cosignPayloadSchema,
      response: { 200: envelopeOf(cosignResultSchema) },
    },
    handler: async (request) => ok(await addCosignatures(ctx, request.body.note), '共同签名已记录'),
  });
}
