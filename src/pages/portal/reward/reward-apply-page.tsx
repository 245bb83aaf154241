import { RewardApplyPage } from '@/pages/portal/rewards/reward-apply-page';

/** /rewardapply/rewardapply */
export default function RewardApplyRoutePage() {
  return <RewardApplyPage />;
}
