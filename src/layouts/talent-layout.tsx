import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { TalentFooter } from './talent/talent-footer';
import { TalentHeader } from './talent/talent-header';
import { TALENT_HOME_PATH } from '@/contracts/app-paths';
import { parseNav } from './talent/talent-nav';
import { MAIN_CONTENT_ID, RouteAnnouncer, SkipLink } from '@/components/route-focus';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import type { TalentOutletContext } from './talent/outlet-context';
import './talent/talent-layout.css';

/** Frame of the talent-platform public portal (DECISIONS D7): header with nav N highlighted, page, footer. */
export default function TalentLayout() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const activeNav = pathname === TALENT_HOME_PATH ? 1 : parseNav(params.get('nav'));
  const painted = useAfterFirstPaint();
  const context: TalentOutletContext = { painted };
  return (
    <div className="talent-layout">
      <SkipLink />
      <TalentHeader activeNav={activeNav} />
      <main className="talent-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet context={context} />
      </main>
      <TalentFooter painted={painted} />
      <RouteAnnouncer />
    </div>
  );
}
