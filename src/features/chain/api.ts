import { queryOptions } from '@tanstack/react-query';
import type {
  BlockTransaction,
  ChainBlockDetail,
  ChainKey,
  ConsistencyProof,
  InclusionProof,
  ChainBlocks,
  ChainTxDetail,
  TraceBatch,
  VerifyResult,
} from '@/contracts/chain';
import { API } from '@/contracts/paths';
import { getData, httpClient } from '@/lib/request';
import { earlyDataNow, earlyOr } from '@/lib/early-answers';

/** GET /portal/chain/blockNumber — the current ledger height. */
export function fetchBlockNumber(signal?: AbortSignal): Promise<number> {
  return getData<number>(API.blockNumber, undefined, { silentLoading: true, signal });
}

/** The 30-day counts the route script of index.html has already received, if it has (a query's initialData). */
export function transactionsNow(): BlockTransaction[] | undefined {
  return earlyDataNow(API.transactions, []);
}

/** GET /portal/chain/transactions — per-day transaction counts (time1, allData). Public: counts only. */
export function fetchTransactions(signal?: AbortSignal): Promise<BlockTransaction[]> {
  return earlyOr(API.transactions, [], false, () =>
    getData<BlockTransaction[]>(API.transactions, undefined, { silentLoading: true, signal }),
  );
}

// Lookups of the public explorer (D9) show their loading and not-found states in the page: no overlay, no toast.
const QUIET = { silentLoading: true, silentError: true } as const;

const blocksQuery = (paging: { currPage: number; limit: number }) =>
  [
    ['currPage', paging.currPage],
    ['limit', paging.limit],
  ] as const;

/** A page of blocks the route script of index.html has already received, if it has (a query's initialData). */
export function chainBlocksNow(paging: { currPage: number; limit: number }): ChainBlocks | undefined {
  return earlyDataNow(API.chainBlocks, blocksQuery(paging));
}

/** GET /portal/chain/blocks?currPage&limit — newest first (a failure toasts: the table has no error state). */
export function fetchChainBlocks(
  paging: { currPage: number; limit: number },
  signal?: AbortSignal,
): Promise<ChainBlocks> {
  return earlyOr(API.chainBlocks, blocksQuery(paging), false, () =>
    getData<ChainBlocks>(API.chainBlocks, paging, { silentLoading: true, signal }),
  );
}

/** The newest sealed blocks, for a marketing page's live illustration: quiet, the page shows its own fallback. */
export function fetchLatestBlocks(limit: number, signal?: AbortSignal): Promise<ChainBlocks> {
  return getData<ChainBlocks>(API.chainBlocks, { currPage: 1, limit }, { ...QUIET, signal });
}

/** A block by height, or by its hash (the search box). */
export type BlockLookup = { height: number } | { hash: string };

const blockQuery = (lookup: BlockLookup) =>
  'height' in lookup ? ([['height', lookup.height]] as const) : ([['hash', lookup.hash]] as const);

/** GET /portal/chain/block?height= | ?hash= — the block and its transactions. */
export function fetchChainBlock(lookup: BlockLookup, signal?: AbortSignal): Promise<ChainBlockDetail> {
  return earlyOr(API.chainBlock, blockQuery(lookup), true, () =>
    getData<ChainBlockDetail>(API.chainBlock, lookup, { ...QUIET, signal }),
  );
}

/** GET /portal/chain/tx?hash= — the transaction, its block and its Merkle proof. */
export function fetchChainTx(hash: string, signal?: AbortSignal): Promise<ChainTxDetail> {
  return earlyOr(API.chainTx, [['hash', hash]], true, () =>
    getData<ChainTxDetail>(API.chainTx, { hash }, { ...QUIET, signal }),
  );
}

/** GET /portal/chain/verify — the whole ledger recomputed by the server. */
export function fetchLedgerVerification(signal?: AbortSignal): Promise<VerifyResult> {
  return getData<VerifyResult>(API.chainVerify, undefined, { ...QUIET, signal });
}

/** GET /portal/chain/checkpoint — the newest signed checkpoint with its cosignatures (text/plain, D12). */
export async function fetchCheckpointNote(signal?: AbortSignal): Promise<{ note: string; signedAt: Date | null }> {
  const response = await (
    await httpClient()
  ).get<string>(API.chainCheckpoint, {
    ...QUIET,
    signal,
    responseType: 'text',
    transformResponse: (body: string) => body,
  });
  if (response.status !== 200 || typeof response.data !== 'string') throw new Error('检查点暂时无法读取');
  const modified = Date.parse(String(response.headers['last-modified'] ?? ''));
  return { note: response.data, signedAt: Number.isNaN(modified) ? null : new Date(modified) };
}

/** GET /portal/chain/key — the log's verifier key and the witnesses it accepts. */
export function fetchLogKey(signal?: AbortSignal): Promise<ChainKey> {
  return getData<ChainKey>(API.chainKey, undefined, { ...QUIET, signal });
}

/** GET /portal/chain/proof/inclusion?hash=&size= */
export function fetchInclusionProof(hash: string, size: number, signal?: AbortSignal): Promise<InclusionProof> {
  return getData<InclusionProof>(API.chainInclusionProof, { hash, size }, { ...QUIET, signal });
}

/** GET /portal/chain/proof/consistency?from=&to= */
export function fetchConsistencyProof(from: number, to: number, signal?: AbortSignal): Promise<ConsistencyProof> {
  return getData<ConsistencyProof>(API.chainConsistencyProof, { from, to }, { ...QUIET, signal });
}

/** The trace batch the route script of index.html has already received, if it has (a query's initialData). */
export function traceBatchNow(batch: string): TraceBatch | undefined {
  return earlyDataNow(API.traceBatch, [['batch', batch]]);
}

/** GET /portal/trace/batch?batch= — a traceability batch and its steps with their evidence. */
export function fetchTraceBatch(batch: string, signal?: AbortSignal): Promise<TraceBatch> {
  return earlyOr(API.traceBatch, [['batch', batch]], true, () =>
    getData<TraceBatch>(API.traceBatch, { batch }, { ...QUIET, signal }),
  );
}

/**
 * While the newest block is open its root and hash change with each transaction: read it again until it closes
 * (at most 10 transactions or 60 s, D9).
 */
export const OPEN_BLOCK_REFRESH_MS = 5_000;

export function chainBlockQuery(lookup: BlockLookup) {
  return queryOptions({
    queryKey: ['chain-block', lookup],
    queryFn: ({ signal }) => fetchChainBlock(lookup, signal),
    // The route script's answer, when it has come, is the first render's: no skeleton to draw and replace.
    initialData: () => earlyDataNow<ChainBlockDetail>(API.chainBlock, blockQuery(lookup)),
    refetchInterval: (query) => (query.state.data?.open ? OPEN_BLOCK_REFRESH_MS : false),
  });
}

export function chainTxQuery(hash: string) {
  return queryOptions({
    queryKey: ['chain-tx', hash],
    queryFn: ({ signal }) => fetchChainTx(hash, signal),
    initialData: () => earlyDataNow<ChainTxDetail>(API.chainTx, [['hash', hash]]),
    refetchInterval: (query) => (query.state.data?.block.open ? OPEN_BLOCK_REFRESH_MS : false),
  });
}
