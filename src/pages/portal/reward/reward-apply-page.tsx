import { RewardApplyPage } from '@/features/talent/components/reward-apply-page';

/** /rewardapply/rewardapply */
export default function RewardApplyRoutePage() {
  return <RewardApplyPage />;
}
