import { API } from '@/contracts/paths';
import type { RewardCreatePayload, RewardList, RewardListQuery, RewardTalent } from '@/contracts/reward';
import { getData, postData } from '@/lib/request';

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
