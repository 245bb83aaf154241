import { API } from '@/contracts/paths';
import type { RegistrationDetail, ReviewDecidePayload, ReviewList, ReviewListQuery } from '@/contracts/review';
import type { TalentList, TalentListQuery } from '@/contracts/talent';
import type { RewardList, RewardListQuery } from '@/contracts/reward';
import { getData, postData } from '@/lib/request';

/** What a reviewer sends for a registration, a filing or a reward application; a rejection carries its reason. */
export type DecidePayload = ReviewDecidePayload;

// Registrations

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
 * POST /portal/review/decide {id, decision, reason}. A second decision on the same registration answers 10007 and
 * the request layer shows the server's message.
 */
export function decideRegistration(payload: ReviewDecidePayload): Promise<void> {
  return postData<void>(API.reviewDecide, payload);
}

// Talent filings and reward applications

/** Pending items of a review list, for the review badges (no overlay, no toast: a badge is a hint). */
async function pendingCount(path: string): Promise<number> {
  const page = await getData<{ counts: { pending: number } }>(
    path,
    { status: 'pending', currPage: 1, limit: 1 },
    { silentLoading: true, silentError: true },
  );
  return page.counts.pending;
}

/** GET /portal/talent/review/list — submitted filings of every organisation (reviewer, admin). */
export function fetchTalentReviewList(query: TalentListQuery, signal?: AbortSignal): Promise<TalentList> {
  return getData<TalentList>(API.talentReviewList, query, { silentLoading: true, signal });
}

export const fetchPendingTalentCount = () => pendingCount(API.talentReviewList);

/** POST /portal/talent/review/decide */
export function decideTalent(payload: DecidePayload): Promise<void> {
  return postData<void>(API.talentReviewDecide, payload);
}

/** GET /portal/reward/review/list */
export function fetchRewardReviewList(query: RewardListQuery, signal?: AbortSignal): Promise<RewardList> {
  return getData<RewardList>(API.rewardReviewList, query, { silentLoading: true, signal });
}

export const fetchPendingRewardCount = () => pendingCount(API.rewardReviewList);

/** POST /portal/reward/review/decide */
export function decideReward(payload: DecidePayload): Promise<void> {
  return postData<void>(API.rewardReviewDecide, payload);
}
