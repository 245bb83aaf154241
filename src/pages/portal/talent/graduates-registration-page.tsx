import { TalentRegistrationPage } from '@/pages/portal/talent-filings/talent-registration-page';

/** /talentregistration/graduatesregistration (?id= edits a draft or a rejected filing) */
export default function GraduatesRegistrationPage() {
  return <TalentRegistrationPage kind="graduates" />;
}
