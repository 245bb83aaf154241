import { queryOptions } from '@tanstack/react-query';
import { API } from '@/contracts/paths';
import type { TalentDetail, TalentList, TalentListQuery, TalentPayload } from '@/contracts/talent';
import { getData, postData } from '@/lib/request';

/** GET /portal/talent/list — the organisation's filings (admin: all). */
export function fetchTalentList(query: TalentListQuery, signal?: AbortSignal): Promise<TalentList> {
  return getData<TalentList>(API.talentList, query, { silentLoading: true, signal });
}

/** GET /portal/talent/detail?id= */
export function fetchTalentDetail(id: number, signal?: AbortSignal): Promise<TalentDetail> {
  return getData<TalentDetail>(API.talentDetail, { id }, { silentLoading: true, signal });
}

/** One filing, fetched afresh on every visit: its edit form and detail page never start from an older copy. */
export function talentDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['talent-detail', id],
    queryFn: ({ signal }) => fetchTalentDetail(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /portal/talent/save — a draft; resolves with its id. */
export async function saveTalentDraft(payload: TalentPayload): Promise<number> {
  return (await postData<{ id: number }>(API.talentSave, payload)).id;
}

/** POST /portal/talent/submit — save and send for review; resolves with its id. */
export async function submitTalent(payload: TalentPayload): Promise<number> {
  return (await postData<{ id: number }>(API.talentSubmit, payload)).id;
}
