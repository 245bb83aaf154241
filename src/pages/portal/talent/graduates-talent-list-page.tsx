import { TalentListPage } from '@/pages/portal/talent-filings/talent-list-page';

/** /talentregistration/graduatestalentlist */
export default function GraduatesTalentListPage() {
  return <TalentListPage kind="graduates" />;
}
