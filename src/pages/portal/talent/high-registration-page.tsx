import { TalentRegistrationPage } from '@/features/talent/components/talent-registration-page';

/** /talentregistration/highregistration (?id= edits a draft or a rejected filing) */
export default function HighRegistrationPage() {
  return <TalentRegistrationPage kind="high" />;
}
