import { TalentDetailPage } from '@/pages/portal/talent-filings/talent-detail-page';

/** /talentregistration/highdetail?id= */
export default function HighDetailPage() {
  return <TalentDetailPage kind="high" />;
}
