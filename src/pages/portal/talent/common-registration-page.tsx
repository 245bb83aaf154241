import { TalentRegistrationPage } from '@/pages/portal/talent-filings/talent-registration-page';

/** /talentregistration/commonregistration (?id= edits a draft or a rejected filing) */
export default function CommonRegistrationPage() {
  return <TalentRegistrationPage kind="common" />;
}
