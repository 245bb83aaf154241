/**
 * What the request layer says and remembers without axios: its error type, the Chinese transport messages, the
 * session-expired handler and the run of errors. Pages import these at once; the axios client (./http) is loaded
 * with the first call.
 */

/** SPEC §7 and §9: 50 s timeout; errors toast for 5 s. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const ERROR_TOAST_MS = 5_000;

/**
 * Chinese text of a failure that brought no envelope back (SPEC §8, DECISIONS D7): never axios's English
 * ("Network Error", "timeout of 50000ms exceeded", "Request failed with status code 502").
 */
export const TRANSPORT_MESSAGES = {
  network: '网络连接失败，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  server: '服务器繁忙，请稍后再试',
  tooLarge: '提交的内容过大，请精简后重试',
  tooMany: '请求过于频繁，请稍后再试',
  canceled: '请求已取消',
} as const;

/** `code` of a failure that had no HTTP answer at all (network down, timeout, cancelled). */
export const NO_RESPONSE_CODE = -1;

/** axios's error codes (AxiosError.ERR_CANCELED …), spelled out so that reading them does not load axios. */
const AXIOS_CODES = {
  canceled: 'ERR_CANCELED',
  aborted: 'ECONNABORTED',
  timedOut: 'ETIMEDOUT',
} as const;

/** A response whose code is not 0, or a failed transport. */
export class ApiError extends Error {
  readonly code: number;
  /** True when no envelope came back: `code` is then the HTTP status, or NO_RESPONSE_CODE. */
  readonly transport: boolean;
  constructor(code: number, message: string, transport = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.transport = transport;
  }
}

/** The Chinese message of a transport failure: by axios's error code, or by the HTTP status of a bare answer. */
export function transportMessage(failure: { code?: string; status?: number }): string {
  if (failure.code === AXIOS_CODES.canceled) return TRANSPORT_MESSAGES.canceled;
  if (failure.code === AXIOS_CODES.aborted || failure.code === AXIOS_CODES.timedOut) return TRANSPORT_MESSAGES.timeout;
  if (failure.status === 413) return TRANSPORT_MESSAGES.tooLarge;
  if (failure.status === 429) return TRANSPORT_MESSAGES.tooMany;
  if (failure.status === undefined) return TRANSPORT_MESSAGES.network;
  return TRANSPORT_MESSAGES.server;
}

type SessionExpiredHandler = (message: string, options: { redirect: boolean }) => void;
let onSessionExpired: SessionExpiredHandler = () => {};
/** The user store registers how a 10004 clears the session (keeps this module free of store cycles). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}
/** A 10004 ends the session through the handler the user store registered. */
export function endSession(message: string): void {
  onSessionExpired(message, { redirect: true });
}

/** Errors since the last success: only the first of a run toasts (and only the first 10004 redirects). */
let errorRun = 0;
export function resetRequestErrorRun(): void {
  errorRun = 0;
}
/** Counts an error into the run; true for the first of a run. */
export function countError(): boolean {
  errorRun += 1;
  return errorRun === 1;
}
