import type { BlockTransaction } from '@/contracts/chain';
import { API } from '@/contracts/paths';
import { getData } from '@/lib/request';

/** GET /portal/chain/blockNumber — the current ledger height. */
export function fetchBlockNumber(): Promise<number> {
  return getData<number>(API.blockNumber, undefined, { silentLoading: true });
}

/** GET /portal/chain/transactions — per-day transaction counts (time1, allData). */
export function fetchTransactions(): Promise<BlockTransaction[]> {
  return getData<BlockTransaction[]>(API.transactions, undefined, { silentLoading: true });
}
