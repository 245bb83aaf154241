import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { Envelope } from '../contracts/envelope';

/**
 * The axios client (./http), loaded with the first call: a page paints before axios arrives, and a page that makes
 * no call never loads it.
 */
export async function httpClient(): Promise<AxiosInstance> {
  return (await import('./http')).http;
}

/** Sends a call and resolves with the whole envelope when code is 0. */
export async function request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const response = await (await httpClient()).request<Envelope<T>>(config);
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
