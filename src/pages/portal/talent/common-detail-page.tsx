import { TalentDetailPage } from '@/pages/portal/talent-filings/talent-detail-page';

/** /talentregistration/commondetail?id= */
export default function CommonDetailPage() {
  return <TalentDetailPage kind="common" />;
}
