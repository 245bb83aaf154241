import { ReviewRewardsPage } from '@/features/talent/components/review-rewards-page';

/** /review/rewards */
export default function ReviewRewardsRoutePage() {
  return <ReviewRewardsPage />;
}
