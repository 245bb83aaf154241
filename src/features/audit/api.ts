import type { AuditAction, AuditList, AuditListQuery } from '@/contracts/audit';
import { API } from '@/contracts/paths';
import { getData, httpClient } from '@/lib/request';

/** The filters of the list and the export (every one optional). */
export interface AuditFilterValues {
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
  keywords?: string;
}

/** GET /portal/audit/list — the audit log, newest first, with filters and paging. */
export function fetchAuditLog(query: AuditListQuery, signal?: AbortSignal): Promise<AuditList> {
  return getData<AuditList>(API.auditList, query, { silentLoading: true, signal });
}

/** GET /portal/audit/export — the CSV (UTF-8 with BOM) of the entries matching the filters, as a Blob. */
export async function exportAuditLog(filter: AuditFilterValues): Promise<Blob> {
  // Not an envelope: the request layer passes a 2xx CSV through untouched.
  const response = await (await httpClient()).get<Blob>(API.auditExport, { params: filter, responseType: 'blob' });
  return response.data;
}

/** Filters without empty strings, as the list and the export send them. */
export function auditQueryOf(filters: AuditFilterValues): AuditFilterValues {
  const query: AuditFilterValues = {};
  if (filters.actor?.trim()) query.actor = filters.actor.trim();
  if (filters.action) query.action = filters.action;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.keywords?.trim()) query.keywords = filters.keywords.trim();
  return query;
}
