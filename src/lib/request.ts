import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { ApiCode } from '../contracts/codes';
import type { Envelope } from '../contracts/envelope';
import { getToken } from './cookies';
import { env } from './env';
import { notify } from './notify';
import { useLoadingStore } from '../stores/loading';

/** SPEC §7 and §9: 50 s timeout; errors toast for 5 s. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const ERROR_TOAST_MS = 5_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the loading overlay for this call. */
    silentLoading?: boolean;
    /** CSS selector of the element the overlay should cover. */
    loadingTarget?: string;
    /** The caller handles a non-zero code itself: no toast. */
    silentError?: boolean;
  }
}

/** A response whose code is not 0, or a failed transport. */
export class ApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

type SessionExpiredHandler = (message: string) => void;
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

http.interceptors.response.use(
  (response) => {
    settleLoading(response.config);
    const body: unknown = response.data;
    if (!isEnvelope(body)) {
      // Not our envelope (a proxy error page, a CSV download handled by the caller): treat as transport.
      if (response.status >= 200 && response.status < 300) return response;
      const message = `Request failed with status code ${response.status}`;
      notify.error(message, ERROR_TOAST_MS);
      return Promise.reject(new ApiError(response.status, message));
    }
    if (body.code === ApiCode.OK) {
      errorRun = 0;
      return response;
    }
    const message = body.msg || 'Error';
    if (!response.config.silentError) {
      const firstOfRun = errorRun === 0;
      errorRun += 1;
      if (firstOfRun) {
        notify.error(message, ERROR_TOAST_MS);
        if (body.code === ApiCode.SESSION_EXPIRED) onSessionExpired(message);
      }
    }
    return Promise.reject(new ApiError(body.code, message));
  },
  (error: AxiosError) => {
    settleLoading(error.config);
    notify.error(error.message, ERROR_TOAST_MS);
    return Promise.reject(error);
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
