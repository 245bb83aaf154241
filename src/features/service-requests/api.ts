import { API } from '@/contracts/paths';
import type { Page } from '@/contracts/envelope';
import type { ServiceCreatePayload, ServiceRequest } from '@/contracts/service';
import { getData, request } from '@/lib/request';

/** GET /portal/service/list — the organisation's own service requests (the admin sees all). */
export function fetchServiceRequests(
  query: { currPage: number; limit: number },
  signal?: AbortSignal,
): Promise<Page<ServiceRequest>> {
  return getData<Page<ServiceRequest>>(API.serviceList, query, { silentLoading: true, signal });
}

/** GET /portal/service/detail?id= — one request with its status and the operator's reply. */
export function fetchServiceRequest(id: number, signal?: AbortSignal): Promise<ServiceRequest> {
  return getData<ServiceRequest>(API.serviceDetail, { id }, { silentLoading: true, signal });
}

/** POST /portal/service/create {kind, description, contactTime}. */
export async function createServiceRequest(
  payload: ServiceCreatePayload,
): Promise<{ request: ServiceRequest; msg: string }> {
  const body = await request<ServiceRequest>({ method: 'POST', url: API.serviceCreate, data: payload });
  return { request: body.data as ServiceRequest, msg: body.msg };
}
