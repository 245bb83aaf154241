import { TalentDetailPage } from '@/pages/portal/talent-filings/talent-detail-page';

/** /talentregistration/graduatesdetail?id= */
export default function GraduatesDetailPage() {
  return <TalentDetailPage kind="graduates" />;
}
