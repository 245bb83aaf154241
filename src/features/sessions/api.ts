import { API } from '@/contracts/paths';
import type { SessionEndPayload, SessionList, SessionListQuery } from '@/contracts/sessions';
import { getData, request } from '@/lib/request';

/** GET /portal/admin/sessions/list — the active sessions with filters and paging. */
export function fetchSessions(query: SessionListQuery, signal?: AbortSignal): Promise<SessionList> {
  return getData<SessionList>(API.adminSessionsList, query, { silentLoading: true, signal });
}

/** POST /portal/admin/sessions/end {id, confirmOwn?} — the session's next request answers 10004. */
export async function endSession(payload: SessionEndPayload): Promise<string> {
  return (await request({ method: 'POST', url: API.adminSessionsEnd, data: payload })).msg;
}
