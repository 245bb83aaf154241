import { TalentDetailPage } from '@/features/talent/components/talent-detail-page';

/** /talentregistration/commondetail?id= */
export default function CommonDetailPage() {
  return <TalentDetailPage kind="common" />;
}
