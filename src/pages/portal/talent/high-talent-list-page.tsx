import { TalentListPage } from '@/features/talent/components/talent-list-page';

/** /talentregistration/hightalentlist */
export default function HighTalentListPage() {
  return <TalentListPage kind="high" />;
}
