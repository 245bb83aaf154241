import { ReviewRewardsPage } from '@/pages/portal/review/rewards-review-page';

/** /review/rewards */
export default function ReviewRewardsRoutePage() {
  return <ReviewRewardsPage />;
}
