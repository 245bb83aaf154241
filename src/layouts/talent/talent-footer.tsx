import { shownFact, siteConfig } from '@/content/site-config';
import { RecordFiling } from '../record-filing';
import { TALENT_PLATFORM_NAME } from './talent-nav';

export function TalentFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="talent-footer">
      <div className="talent-shell talent-footer__inner">
        <div>
          <p className="talent-footer__name">{TALENT_PLATFORM_NAME}</p>
          <p>
            主办单位：星桥高新区人才服务中心
            <span className="talent-footer__sep" />
            技术支持：{siteConfig.companyName}
          </p>
          <p>地址：{siteConfig.offices[0].address}</p>
        </div>
        <div>
          <p>服务热线：{shownFact(siteConfig.hotline)}（工作日 9:00-17:00）</p>
          <p>
            <RecordFiling />
            <span className="talent-footer__sep" />
            {shownFact(siteConfig.policeRecord)}
          </p>
          <p>© {year} 星桥高新区人才服务中心 版权所有</p>
        </div>
      </div>
    </footer>
  );
}
