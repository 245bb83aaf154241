import { TalentRegistrationPage } from '@/pages/portal/talent-filings/talent-registration-page';

/** /talentregistration/highregistration (?id= edits a draft or a rejected filing) */
export default function HighRegistrationPage() {
  return <TalentRegistrationPage kind="high" />;
}
