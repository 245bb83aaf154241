import { Link } from 'react-router-dom';
import { MailAddress } from '@/components/mail-address';
import { shownFact, siteConfig, telHref } from '@/content/site-config';
import { useSiteFacts } from '@/content/site-facts';
import { PoliceFiling, RecordFiling } from '../record-filing';
import './site-footer.css';
import { solutionPath } from '@/contracts/app-paths';

const FOOTER_COLUMNS = [
  {
    title: '产品与平台',
    links: [
      { label: '区块链应用构建平台', to: '/platform' },
      { label: '区块链存证', to: '/product?id=1' },
      { label: '区块链溯源', to: '/product?id=2' },
      { label: '数字藏品平台', to: '/digitalCollection' },
    ],
  },
  {
    title: '解决方案',
    links: [
      { label: '酒类防伪溯源', to: solutionPath(1) },
      { label: '农产品溯源', to: solutionPath(3) },
      { label: '食品饮料溯源', to: solutionPath(6) },
      { label: '客户案例', to: '/cases?type=1' },
    ],
  },
  {
    title: '了解星桥',
    links: [
      { label: '关于我们', to: '/aboutus' },
      { label: '服务支持', to: '/service' },
      { label: '人才培训', to: '/talentTrain' },
      { label: '合作伙伴招募', to: '/partner' },
    ],
  },
];

/** SPEC §2 footer: partner links, contact details, record filing, copyright with the current year, tech credit. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const facts = useSiteFacts();
  return (
    <footer className="site-footer">
      <div className="site-footer__main">
        <div className="site-footer__brand">
          <img src="/images/site/logo-light.svg" width={168} height={40} alt="星桥链数" loading="lazy" />
          <p className="site-footer__slogan">{siteConfig.brandSlogan}</p>
          <p className="site-footer__hotline">
            <span>服务热线（{facts.hotlineHours}）</span>
            <a href={telHref(facts.hotline)}>{shownFact(facts, facts.hotline)}</a>
          </p>
          <p className="site-footer__mail">
            商务邮箱：
            <MailAddress email={facts.serviceEmail} />
          </p>
        </div>
        <nav className="site-footer__columns" aria-label="页脚导航">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="site-footer__offices">
          <h2 className="site-footer__heading">联系我们</h2>
          <ul>
            {facts.offices.map((office, index) => (
              <li key={`${index}-${office.city}`}>
                <strong>{office.city}</strong>
                <span>{office.address}</span>
                <span>电话：{shownFact(facts, office.phone)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__partners">
        <h2 className="site-footer__heading site-footer__heading--inline">友情链接</h2>
        <ul>
          {siteConfig.partnerLinks.map((link) => (
            <li key={link.name}>
              {'to' in link ? (
                <Link to={link.to}>{link.name}</Link>
              ) : (
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="site-footer__legal">
        <p>
          © {year} {facts.copyright}
        </p>
        <p>
          <RecordFiling facts={facts} />
          <span className="site-footer__sep" aria-hidden="true">
            |
          </span>
          <PoliceFiling facts={facts} />
        </p>
        <p>技术支持：{facts.techSupport}</p>
      </div>
    </footer>
  );
}
