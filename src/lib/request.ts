import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { ApiCode } from '../contracts/codes';
import type { Envelope } from '../contracts/envelope';
import { getToken } from './cookies';
import { env } from './env';
import { notify } from './notify';
import { useLoadingStore } from './loading';

/** SPEC §7 and §9: 50 s timeout; errors toast for 5 s. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const ERROR_TOAST_MS = 5_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the loading overlay for this call. */
    silentLoading?: boolean;
    /** CSS selector of the element the overlay should cover. */
    loadingTarget?: string;
    /** The caller handles a non-zero code itself: no toast (a 10004 still ends the session, see below). */
    silentError?: boolean;
    /** The caller decides what a 10004 means (the route guard, a public page's header): no toast, no redirect. */
    sessionOptional?: boolean;
  }
}

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
  if (failure.code === AxiosError.ERR_CANCELED) return TRANSPORT_MESSAGES.canceled;
  if (failure.code === AxiosError.ECONNABORTED || failure.code === AxiosError.ETIMEDOUT)
    return TRANSPORT_MESSAGES.timeout;
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

/** Errors since the last success: only the first of a run toasts (and only the first 10004 redirects). */
let errorRun = 0;
export function resetRequestErrorRun(): void {
  errorRun = 0;
}

export const http = axios.create({
  baseURL: env.VITE_API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
  // D2: code and msg are read from the body whatever the HTTP status.
  validateStatus: () => true,
});

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  if (!config.silentLoading) useLoadingStore.getState().begin(config.loadingTarget ?? null);
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function settleLoading(config: AxiosRequestConfig | undefined): void {
  if (!config?.silentLoading) useLoadingStore.getState().end();
}

/** A transport failure: toasted for 5 s unless the caller handles errors itself (SPEC §4 proposal dialog). */
function rejectTransport(config: AxiosRequestConfig | undefined, code: number, message: string, quiet = false) {
  if (!config?.silentError && !quiet) notify.error(message, ERROR_TOAST_MS);
  return Promise.reject(new ApiError(code, message, true));
}

http.interceptors.response.use(
  (response) => {
    settleLoading(response.config);
    const body: unknown = response.data;
    if (!isEnvelope(body)) {
      // Not our envelope (a proxy error page, a CSV download handled by the caller): treat as transport.
      if (response.status >= 200 && response.status < 300) return response;
      return rejectTransport(response.config, response.status, transportMessage({ status: response.status }));
    }
    if (body.code === ApiCode.OK) {
      errorRun = 0;
      return response;
    }
    // The error carries the server's own text (empty stays empty, so a caller can say what it means by it).
    // A 10004 ends the session whoever made the call: no caller can carry on without one (SPEC §8).
    const expired = body.code === ApiCode.SESSION_EXPIRED;
    const { silentError, sessionOptional } = response.config;
    if (!(expired && sessionOptional) && (!silentError || expired)) {
      const firstOfRun = errorRun === 0;
      errorRun += 1;
      if (firstOfRun) {
        notify.error(body.msg || 'Error', ERROR_TOAST_MS);
        if (expired) onSessionExpired(body.msg, { redirect: true });
      }
    }
    return Promise.reject(new ApiError(body.code, body.msg));
  },
  (error: AxiosError) => {
    settleLoading(error.config);
    // A proxy's bare answer arrives here only if validateStatus is overridden; otherwise no answer came back.
    const status = error.response?.status;
    const message = transportMessage({ code: error.code, status });
    // A cancelled call was abandoned on purpose (an outdated query): nobody needs to hear about it.
    return rejectTransport(error.config, status ?? NO_RESPONSE_CODE, message, error.code === AxiosError.ERR_CANCELED);
  },
);

/** Sends a call and resolves with the whole envelope when code is 0. */
export async function request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const response = await http.request<Envelope<T>>(config);
  return response.data;
}

/** GET that resolves with `data`. */
export async function getData<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  const body = await request<T>({ ...config, method: 'GET', url, params });
  return body.data as T;
}

/** POST that resolves with `data`. */
export async function postData<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const body = await request<T>({ ...config, method: 'POST', url, data });
  return body.data as T;
}
