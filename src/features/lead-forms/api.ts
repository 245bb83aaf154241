import type { AxiosRequestConfig } from 'axios';
import type { ApplicationLeadPayload, CustomEmailPayload } from '@/contracts/leads';
import { API } from '@/contracts/paths';
import { siteConfig } from '@/content/site-config';
import { request } from '@/lib/request';

/** POST /index/sendCustomEmail — contact, consultation and proposal leads. */
export function sendCustomEmail(payload: CustomEmailPayload, config?: AxiosRequestConfig) {
  return request<undefined>({ ...config, method: 'POST', url: API.customEmail, data: payload });
}

/** A contact-style form's fields (the proposal dialog's remark is its `content`). */
export interface ContactLead {
  name: string;
  phone: string;
  companyName: string;
  content?: string;
}

/** POST /index/sendCustomEmail for a form's fields: to the leads mailbox, labelled, with the page it was left on. */
export function sendContactLead(lead: ContactLead, application: string, config?: AxiosRequestConfig) {
  return sendCustomEmail(
    {
      name: lead.name,
      phone: lead.phone,
      companyName: lead.companyName,
      content: lead.content ?? '',
      email: siteConfig.leadsEmail,
      application,
      source: currentSource(),
    },
    config,
  );
}

/** POST /api/email/sendEmail2 — the home page's free application. */
export function sendApplication(payload: ApplicationLeadPayload, config?: AxiosRequestConfig) {
  return request<undefined>({ ...config, method: 'POST', url: API.applicationLead, data: payload });
}

/** The page a lead was left on, recorded with it (hash path with query). */
export function currentSource(): string {
  return window.location.hash.replace(/^#/, '') || '/index';
}
