import { z } from 'zod';

export { ApiCode, HTTP_STATUS_OF_CODE, type ApiCodeValue } from './codes';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data: data.optional() });
}

export const envelopeSchema = envelopeOf(z.unknown());

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
