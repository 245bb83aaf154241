import { TalentListPage } from '@/features/talent/components/talent-list-page';

/** /talentregistration/graduatestalentlist */
export default function GraduatesTalentListPage() {
  return <TalentListPage kind="graduates" />;
}
