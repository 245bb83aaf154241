import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { ApiCode, HTTP_STATUS_OF_CODE } from '../contracts/envelope';
import { API_BASE_PATH } from '../contracts/paths';

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
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  return { response: fail(ApiCode.VALIDATION, result.error.issues[0]?.message ?? '参数错误') };
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}
