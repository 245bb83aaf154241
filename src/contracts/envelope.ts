import { z } from 'zod';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data: data.optional() });
}

export const envelopeSchema = envelopeOf(z.unknown());

/** The largest id a row can have (PostgreSQL integer): a larger one finds nothing and is refused as invalid. */
export const MAX_ID = 2_147_483_647;
export const ID_TOO_LARGE = '编号过大';

/** Paging shared by every list query. */
export const pagingQuery = {
  currPage: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码最小为 1')
    .max(100000, '页码过大')
    .default(1),
  limit: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(100, '每页条数最多 100')
    .default(10),
};

/** How far the large lists count their matches by default (the server's LIST_COUNT_CAP). */
export const DEFAULT_LIST_COUNT_CAP = 10_000;

/**
 * A list total counted only up to a cap (10,000 by default; totals from the tallies are exact).
 * `totalCapped: true`: more than `total` rows match. Optional: an answer without it (an older server) is exact.
 */
export const totalCappedField = z.boolean().optional();

/**
 * The same for a list with counts per status. `countsCapped: true`: counting stopped at the cap, so each count is a
 * lower bound (the rows of that status among the first cap + 1 that match).
 */
export const cappedTotalFields = { totalCapped: totalCappedField, countsCapped: z.boolean().optional() };

/** The schema of a `{ list, total }` page of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}
export interface Page<T> {
  list: T[];
  total: number;
}

/** Optional trimmed keyword used by list filters. */
export const keywordsQuery = z
  .string()
  .trim()
  .max(50, '关键词最多 50 个字符')
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * Keywords of the large lists (the lead inbox, talent filings, reward applications) need 2 characters or more:
 * one character has neither trigram nor bigram, so no index serves it and the search would read every
 * row (seconds at a million leads) for a result that holds a large part of them anyway. Characters are code points
 * (an emoji is one), as the server's bigrams() counts them; the SPA checks the same before it asks.
 */
export function keywordsTooShort(keywords: string | undefined): boolean {
  const trimmed = keywords?.trim() ?? '';
  return trimmed !== '' && [...trimmed].length < 2;
}

export const searchKeywordsQuery = keywordsQuery.refine((value) => !keywordsTooShort(value), '请输入至少 2 个字');
