import { TalentDetailPage } from '@/features/talent/components/talent-detail-page';

/** /talentregistration/graduatesdetail?id= */
export default function GraduatesDetailPage() {
  return <TalentDetailPage kind="graduates" />;
}
