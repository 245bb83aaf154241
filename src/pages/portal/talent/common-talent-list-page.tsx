import { TalentListPage } from '@/pages/portal/talent-filings/talent-list-page';

/** /talentregistration/commontalentlist */
export default function CommonTalentListPage() {
  return <TalentListPage kind="common" />;
}
