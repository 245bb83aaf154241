import { TalentRegistrationPage } from '@/features/talent/components/talent-registration-page';

/** /talentregistration/graduatesregistration (?id= edits a draft or a rejected filing) */
export default function GraduatesRegistrationPage() {
  return <TalentRegistrationPage kind="graduates" />;
}
