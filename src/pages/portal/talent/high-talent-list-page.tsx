import { TalentListPage } from '@/pages/portal/talent-filings/talent-list-page';

/** /talentregistration/hightalentlist */
export default function HighTalentListPage() {
  return <TalentListPage kind="high" />;
}
