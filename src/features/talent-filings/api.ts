import { queryOptions } from '@tanstack/react-query';
import { API } from '@/contracts/paths';
import type {
  TalentDetail,
  TalentList,
  TalentListQuery,
  TalentPayload,
  RewardCreatePayload,
  RewardList,
  RewardListQuery,
  RewardTalent,
} from '@/contracts/talent';
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

/** GET /portal/talent/review/list — submitted filings of every organisation (reviewer, admin). */
export function fetchTalentReviewList(query: TalentListQuery, signal?: AbortSignal): Promise<TalentList> {
  return getData<TalentList>(API.talentReviewList, query, { silentLoading: true, signal });
}

/** Pending items of a review list, for the review badges (no overlay, no toast: a badge is a hint). */
async function pendingCount(path: string): Promise<number> {
  const page = await getData<{ counts: { pending: number } }>(
    path,
    { status: 'pending', currPage: 1, limit: 1 },
    { silentLoading: true, silentError: true },
  );
  return page.counts.pending;
}

export const fetchPendingTalentCount = () => pendingCount(API.talentReviewList);

/** POST /portal/talent/review/decide */
export function decideTalent(payload: { id: number; decision: 'approve' | 'reject'; reason?: string }): Promise<void> {
  return postData<void>(API.talentReviewDecide, payload);
}

/** GET /portal/reward/talents — approved talents of the organisation. */
export function fetchRewardTalents(signal?: AbortSignal): Promise<RewardTalent[]> {
  return getData<RewardTalent[]>(API.rewardTalents, undefined, { silentLoading: true, signal });
}

/** GET /portal/reward/list */
export function fetchRewardList(query: RewardListQuery, signal?: AbortSignal): Promise<RewardList> {
  return getData<RewardList>(API.rewardList, query, { silentLoading: true, signal });
}

/** POST /portal/reward/create */
export async function createReward(payload: RewardCreatePayload): Promise<number> {
  return (await postData<{ id: number }>(API.rewardCreate, payload)).id;
}

/** GET /portal/reward/review/list */
export function fetchRewardReviewList(query: RewardListQuery, signal?: AbortSignal): Promise<RewardList> {
  return getData<RewardList>(API.rewardReviewList, query, { silentLoading: true, signal });
}

export const fetchPendingRewardCount = () => pendingCount(API.rewardReviewList);

/** POST /portal/reward/review/decide */
export function decideReward(payload: { id: number; decision: 'approve' | 'reject'; reason?: string }): Promise<void> {
  return postData<void>(API.rewardReviewDecide, payload);
}
