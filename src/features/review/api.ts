import { API } from '@/contracts/paths';
import type { RegistrationDetail, ReviewDecidePayload, ReviewList, ReviewListQuery } from '@/contracts/review';
import { getData, request } from '@/lib/request';

/** GET /portal/review/list — registrations with filters, paging and counts per status. */
export function fetchRegistrations(query: ReviewListQuery, signal?: AbortSignal): Promise<ReviewList> {
  return getData<ReviewList>(API.reviewList, query, { silentLoading: true, signal });
}

/** GET /portal/review/list?status=pending&limit=1 — only the total, for the sidebar badge. */
export async function fetchPendingRegistrationCount(): Promise<number> {
  const page = await getData<ReviewList>(
    API.reviewList,
    { status: 'pending', limit: 1 },
    { silentLoading: true, silentError: true },
  );
  return page.total;
}

/** GET /portal/review/detail?id= — every field of one registration, with its certificate. */
export function fetchRegistration(id: number, signal?: AbortSignal): Promise<RegistrationDetail> {
  return getData<RegistrationDetail>(API.reviewDetail, { id }, { silentLoading: true, signal });
}

/**
 * POST /portal/review/decide {id, decision, reason}; resolves with the server's message. A second decision on the
 * same registration answers 10007 and the request layer shows the server's message.
 */
export async function decideRegistration(payload: ReviewDecidePayload): Promise<string> {
  const body = await request<undefined>({ method: 'POST', url: API.reviewDecide, data: payload });
  return body.msg;
}
