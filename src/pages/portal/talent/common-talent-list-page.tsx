import { TalentListPage } from '@/features/talent/components/talent-list-page';

/** /talentregistration/commontalentlist */
export default function CommonTalentListPage() {
  return <TalentListPage kind="common" />;
}
