import { API } from '@/contracts/paths';
import type { Lead, LeadList, LeadListQuery, LeadStatusPayload } from '@/contracts/leads';
import { getData, httpClient, request } from '@/lib/request';
import type { LeadFilterValues } from './components/lead-filters';

/** GET /portal/leads/list — every lead with filters and paging, counts per status and free slots taken. */
export function fetchLeads(query: LeadListQuery, signal?: AbortSignal): Promise<LeadList> {
  return getData<LeadList>(API.leadsList, query, { silentLoading: true, signal });
}

/** POST /portal/leads/status {id, status, note} — resolves with the updated lead. */
export async function updateLeadStatus(payload: LeadStatusPayload): Promise<Lead> {
  const body = await request<Lead>({ method: 'POST', url: API.leadsStatus, data: payload });
  return body.data as Lead;
}

/** GET /portal/leads/export — the CSV (UTF-8 with BOM) of the leads matching the filters, as a Blob. */
export async function exportLeads(query: Omit<LeadListQuery, 'currPage' | 'limit'>): Promise<Blob> {
  // Not an envelope: the request layer passes a 2xx CSV through untouched.
  const response = await (await httpClient()).get<Blob>(API.leadsExport, { params: query, responseType: 'blob' });
  return response.data;
}

/** Filters without empty strings, as the list and the export send them. */
export function leadQueryOf(filters: LeadFilterValues): Omit<LeadListQuery, 'currPage' | 'limit'> {
  const query: Omit<LeadListQuery, 'currPage' | 'limit'> = {};
  if (filters.status) query.status = filters.status;
  if (filters.kind) query.kind = filters.kind;
  if (filters.source?.trim()) query.source = filters.source.trim();
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.keywords?.trim()) query.keywords = filters.keywords.trim();
  return query;
}
