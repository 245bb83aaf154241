import { LEAD_APPLICATIONS } from '@/contracts/lead-applications';
import { useContactDialog } from '@/features/lead-forms/contact-dialog-context';
import { MailAddress } from '@/components/mail-address';
import { shownFact, telHref } from '@/content/site-config';
import { useSiteFacts } from '@/content/site-facts';
import { SERVICE_BANNER, SERVICE_CHANNELS, SERVICE_PROMISES, SUPPORT_TIERS } from '@/content/services';
import { FactList } from '@/layouts/site/marketing-page-kit';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import './service-page.css';

/** /service (SPEC §2): consultation buttons, the hotline from the site facts and the three support tiers. */
export default function ServicePage() {
  const contact = useContactDialog();
  const consult = () => contact.open({ application: LEAD_APPLICATIONS.consultation, title: '提交咨询' });
  const facts = useSiteFacts();
  const hotlineHref = telHref(facts.hotline);

  return (
    <div className="svc">
      <PageBanner
        {...SERVICE_BANNER}
        size="fit"
        paint="svc__banner"
        aside={
          <svg className="svc__art" width="340" height="240" viewBox="0 0 340 240" aria-hidden="true">
            <path d="M110 130 a60 60 0 0 1 120 0" stroke="#fff" strokeWidth="10" fill="none" strokeLinecap="round" />
            <rect x="92" y="122" width="34" height="56" rx="12" fill="#ffd666" />
            <rect x="214" y="122" width="34" height="56" rx="12" fill="#ffd666" />
            <path d="M231 178 q0 30 -40 30 h-12" stroke="#fff" strokeWidth="6" fill="none" strokeLinecap="round" />
            <rect
              x="240"
              y="30"
              width="90"
              height="54"
              rx="14"
              fill="rgba(255,255,255,0.18)"
              stroke="rgba(255,255,255,0.6)"
              strokeWidth="2"
            />
            <text x="285" y="64" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff">
              7×24
            </text>
            <circle cx="40" cy="60" r="22" fill="rgba(64,169,255,0.35)" />
          </svg>
        }
      >
        <div className="svc__actions">
          <button type="button" className="svc__btn svc__btn--primary" onClick={consult}>
            提交咨询
          </button>
          <button type="button" className="svc__btn" onClick={consult}>
            联系我们
          </button>
        </div>
        <p className="svc__hotline">
          服务热线 <a href={hotlineHref}>{shownFact(facts, facts.hotline)}</a>
        </p>
      </PageBanner>

      <PageSection id="svc-tiers" title="全周期服务支持">
        <ol className="svc__tiers">
          {SUPPORT_TIERS.map((tier) => (
            <li key={tier.stage} className="svc__tier">
              <span className="svc__stage">{tier.stage}</span>
              <h3>{tier.title}</h3>
              <p className="svc__hours">{tier.hours}</p>
              <p className="svc__hours-note">{tier.hoursNote}</p>
              <ul>
                {tier.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="svc-promise" title="服务承诺" tone="gray">
        <FactList
          facts={SERVICE_PROMISES.map(({ figure, text }) => ({ title: figure, text }))}
          className="svc__promises"
        />
      </PageSection>

      <PageSection id="svc-channels" title="联系渠道">
        <ul className="svc__channels">
          <li>
            <h3>{SERVICE_CHANNELS[0].title}</h3>
            <p>{SERVICE_CHANNELS[0].text}</p>
            <button type="button" className="svc__link" onClick={consult}>
              提交咨询
            </button>
          </li>
          <li>
            <h3>{SERVICE_CHANNELS[1].title}</h3>
            <p>{SERVICE_CHANNELS[1].text}</p>
            <a className="svc__link" href={hotlineHref}>
              {shownFact(facts, facts.hotline)}（{facts.hotlineHours}）
            </a>
          </li>
          <li>
            <h3>{SERVICE_CHANNELS[2].title}</h3>
            <p>{SERVICE_CHANNELS[2].text}</p>
            <MailAddress className="svc__link" email={facts.serviceEmail} />
          </li>
        </ul>
      </PageSection>
    </div>
  );
}
