import type { AxiosRequestConfig } from 'axios';
import type { ApplicationLeadPayload, CustomEmailPayload } from '@/contracts/leads';
import { API } from '@/contracts/paths';
import { request } from '@/lib/request';

/** POST /index/sendCustomEmail — contact, consultation and proposal leads. */
export function sendCustomEmail(payload: CustomEmailPayload, config?: AxiosRequestConfig) {
  return request<undefined>({ ...config, method: 'POST', url: API.customEmail, data: payload });
}

/** POST /api/email/sendEmail2 — the home page's free application. */
export function sendApplication(payload: ApplicationLeadPayload, config?: AxiosRequestConfig) {
  return request<undefined>({ ...config, method: 'POST', url: API.applicationLead, data: payload });
}

/** The page a lead was left on, recorded with it (hash path with query). */
export function currentSource(): string {
  return window.location.hash.replace(/^#/, '') || '/index';
}
