import { TalentDetailPage } from '@/features/talent/components/talent-detail-page';

/** /talentregistration/highdetail?id= */
export default function HighDetailPage() {
  return <TalentDetailPage kind="high" />;
}
