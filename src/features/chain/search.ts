import type { QueryClient } from '@tanstack/react-query';
import { explorerBlockPath, explorerTxPath } from '@/contracts/app-paths';
import { ApiCode } from '@/contracts/codes';
import { ApiError } from '@/lib/request-errors';
import { chainBlockQuery, chainTxQuery } from './api';

export const SEARCH_MESSAGES = {
  empty: '请输入区块高度、区块哈希或交易哈希',
  invalid: '请输入区块高度（正整数）或 64 位十六进制哈希',
  noHeight: (height: number) => `未找到高度为 ${height} 的区块`,
  noHash: '未找到与该哈希对应的区块或交易',
} as const;

/** A block height, or a hash typed with or without 0x, in either case; anything else says what to type. */
function parseSearch(text: string): { height: number } | { hash: string } | { message: string } {
  const value = text.trim();
  if (!value) return { message: SEARCH_MESSAGES.empty };
  if (/^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647)
    return { height: Number(value) };
  const hash = value.toLowerCase().replace(/^0x/, '');
  if (/^[0-9a-f]{64}$/.test(hash)) return { hash };
  return { message: SEARCH_MESSAGES.invalid };
}

/** Resolves with the lookup's answer, or null when the ledger has no such thing; other failures are thrown. */
async function found<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof ApiError && error.code === ApiCode.NOT_FOUND) return null;
    throw error;
  }
}

/**
 * The explorer's search box (D9): a height opens its block; a hash is tried as a block hash, then as a
 * transaction hash. Resolves with the page to open, or the Chinese sentence to show instead.
 */
export async function resolveSearch(
  client: QueryClient,
  text: string,
): Promise<{ path: string } | { message: string }> {
  const parsed = parseSearch(text);
  if ('message' in parsed) return parsed;
  try {
    if ('height' in parsed) {
      const block = await found(client.fetchQuery(chainBlockQuery(parsed)));
      return block ? { path: explorerBlockPath(block.height) } : { message: SEARCH_MESSAGES.noHeight(parsed.height) };
    }
    const block = await found(client.fetchQuery(chainBlockQuery(parsed)));
    if (block) return { path: explorerBlockPath(block.height) };
    const tx = await found(client.fetchQuery(chainTxQuery(parsed.hash)));
    return tx ? { path: explorerTxPath(tx.txHash) } : { message: SEARCH_MESSAGES.noHash };
  } catch (error) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
}
