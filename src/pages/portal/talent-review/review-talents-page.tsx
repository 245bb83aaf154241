import { ReviewTalentsPage } from '@/features/talent/components/review-talents-page';

/** /review/talents */
export default function ReviewTalentsRoutePage() {
  return <ReviewTalentsPage />;
}
