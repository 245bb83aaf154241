import { ReviewTalentsPage } from '@/pages/portal/review/filings-review-page';

/** /review/talents */
export default function ReviewTalentsRoutePage() {
  return <ReviewTalentsPage />;
}
