import { shownFact } from '@/content/site-config';
import { useEffect } from 'react';
import { loadSiteFacts, useSiteFactsStore } from '@/content/site-facts';
import { PoliceFiling, RecordFiling } from '../record-filing';
import { TALENT_PLATFORM_NAME } from './talent-nav';

/** The talent portal's footer: its host (the park's talent centre, at its own address) and the site's hotline. */
export function TalentFooter({ painted }: { painted: boolean }) {
  const year = new Date().getFullYear();
  const facts = useSiteFactsStore((state) => state.facts);
  // The saved facts (D13) replace the defaults below the fold: read once the page has painted.
  useEffect(() => {
    if (painted) void loadSiteFacts();
  }, [painted]);
  return (
    <footer className="talent-footer">
      <div className="talent-shell talent-footer__inner">
        <div>
          <p className="talent-footer__name">{TALENT_PLATFORM_NAME}</p>
          <p>
            主办单位：{facts.parkName}
            <span className="talent-footer__sep" />
            技术支持：{facts.companyName}
          </p>
          <p>主办单位地址：{shownFact(facts, facts.parkAddress)}</p>
        </div>
        <div>
          <p>
            服务热线：{shownFact(facts, facts.hotline)}（{facts.hotlineHours}）
          </p>
          <p>
            <RecordFiling facts={facts} />
            <span className="talent-footer__sep" />
            <PoliceFiling facts={facts} />
          </p>
          <p>
            © {year} {facts.parkName} 版权所有
          </p>
        </div>
      </div>
    </footer>
  );
}
