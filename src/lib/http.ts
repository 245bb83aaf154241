import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { ApiCode } from '../contracts/codes';
import type { Envelope } from '../contracts/envelope';
import { getToken } from './cookies';
import { env } from './env';
import { notify } from './notify';
import { useLoadingStore } from './loading';
import {
  ApiError,
  countError,
  endSession,
  ERROR_TOAST_MS,
  NO_RESPONSE_CODE,
  REQUEST_TIMEOUT_MS,
  resetRequestErrorRun,
  transportMessage,
} from './request-errors';

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
 * The axios client of the request layer (src/lib/request.ts loads this module with the first call, so axios is on
 * no page's first load).
 */
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
      resetRequestErrorRun();
      return response;
    }
    // The error carries the server's own text (empty stays empty, so a caller can say what it means by it).
    // A 10004 ends the session whoever made the call: no caller can carry on without one (SPEC §8).
    const expired = body.code === ApiCode.SESSION_EXPIRED;
    const { silentError, sessionOptional } = response.config;
    if (!(expired && sessionOptional) && (!silentError || expired)) {
      if (countError()) {
        notify.error(body.msg || 'Error', ERROR_TOAST_MS);
        if (expired) endSession(body.msg);
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
