import { type Envelope } from '#contracts/envelope';
import { ApiCode, HTTP_STATUS_OF_CODE } from '#contracts/codes';

/** A business error that the error handler turns into the D2 envelope. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: number,
    message: string,
    statusCode?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode ?? HTTP_STATUS_OF_CODE[code] ?? 400;
  }
}

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> & { data: T } {
  return { code: ApiCode.OK, msg, data };
}

export function okEmpty(msg = '操作成功'): Envelope<never> {
  return { code: ApiCode.OK, msg };
}

export const SERVER_BUSY = '服务器繁忙，请稍后再试';

/** PostgreSQL unique_violation, raised the same way by pg and PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
