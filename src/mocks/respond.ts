import { HttpResponse } from 'msw';
import { z } from 'zod';
import { DEFAULT_LIST_COUNT_CAP } from '../contracts/envelope';
import { ApiCode, HTTP_STATUS_OF_CODE } from '../contracts/codes';
import { API_BASE_PATH } from '../contracts/paths';
import { validationMessageOf, type ValidationIssue } from '../contracts/validation-message';

// The server sets zod's Chinese messages globally; the mocks pass them per call and leave the SPA's forms alone.
const zhCN = z.locales.zhCN().localeError;

/** Absolute-path pattern of an API path, as the SPA calls it. */
export function api(path: string): string {
  return `${API_BASE_PATH}${path}`;
}

export function ok<T>(data?: T, msg = '操作成功') {
  return HttpResponse.json({ code: ApiCode.OK, msg, ...(data === undefined ? {} : { data }) });
}

export function fail(code: number, msg: string) {
  return HttpResponse.json({ code, msg }, { status: HTTP_STATUS_OF_CODE[code] ?? 200 });
}

/** Validates a body or query with the shared contract; a failure answers 10001 like the server. */
export function parseOr<T extends z.ZodType>(schema: T, input: unknown): { data: z.infer<T> } | { response: Response } {
  const result = schema.safeParse(input, { error: zhCN });
  if (result.success) return { data: result.data };
  return {
    response: fail(ApiCode.VALIDATION, validationMessageOf(result.error.issues[0] as ValidationIssue | undefined)),
  };
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/** A total counted up to the cap, as the server answers it: beyond, "more than the cap". */
export function cappedTotal(
  matching: number,
  cap: number = DEFAULT_LIST_COUNT_CAP,
): { total: number; totalCapped: boolean } {
  return { total: Math.min(matching, cap), totalCapped: matching > cap };
}

/**
 * A list's size as the server answers it (server/src/db/search.ts): `tallied` (no filter the server's
 * tallies cannot answer) exact; otherwise counted over the first cap + 1 rows that match every filter but the
 * status: up to the cap it is exact, beyond it the counts per status are lower bounds and the total (of the chosen
 * status, counted on its own) stops at the cap.
 */
export function listCounts<S extends string>(
  matching: readonly { status: S }[],
  statuses: readonly S[],
  { chosen, tallied }: { chosen: S | undefined; tallied: boolean },
): { counts: Record<S, number>; countsCapped: boolean; total: number; totalCapped: boolean } {
  const cap = tallied ? Infinity : DEFAULT_LIST_COUNT_CAP;
  const read = matching.slice(0, cap + 1);
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of read) if (row.status in counts) counts[row.status] += 1;
  const listed = chosen ? matching.filter((row) => row.status === chosen).length : matching.length;
  return { counts, countsCapped: read.length > cap, ...cappedTotal(listed, cap) };
}
