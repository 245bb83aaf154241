import { LEAD_APPLICATIONS } from '@/contracts/lead-applications';
import { useContactDialog } from '@/features/lead-forms/contact-dialog-context';
import {
  DATA_SECTION,
  DEVELOPER_SECTION,
  DEVICE_SECTION,
  PARTNER_BANNER,
  PARTNER_BENEFITS,
  type PartnerKind,
} from '@/content/partner-program';
import { FactList } from '@/layouts/site/marketing-page-kit';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import './partner-page.css';

function KindGrid({ kinds, tone }: { kinds: readonly PartnerKind[]; tone: 'device' | 'data' }) {
  return (
    <ul className={`partner__kinds partner__kinds--${tone}`}>
      {kinds.map((kind, index) => (
        <li key={kind.name} className="partner__kind">
          <span className="partner__kind-badge" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <strong>{kind.name}</strong>
          <span>{kind.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** /partner (SPEC §2 partner recruitment, DECISIONS D7): banner, developers, device and data providers. */
export default function PartnerPage() {
  const contact = useContactDialog();
  const apply = (section: string) =>
    contact.open({ application: LEAD_APPLICATIONS.partner, title: `申请加入 · ${section}` });
  const applyButton = (section: string) => (
    <button type="button" className="partner__apply" onClick={() => apply(section)}>
      申请加入
    </button>
  );

  return (
    <div className="partner">
      <PageBanner
        size="fit"
        paint="partner__banner"
        title={PARTNER_BANNER.title}
        text={PARTNER_BANNER.slogan}
        aside={
          <svg className="partner__art" width="340" height="240" viewBox="0 0 340 240" aria-hidden="true">
            <g stroke="rgba(159,211,255,0.7)" strokeWidth="2">
              <path d="M170 120 L70 50 M170 120 L290 60 M170 120 L60 190 M170 120 L280 195 M170 120 L170 20" />
            </g>
            <circle cx="170" cy="120" r="40" fill="#1b6ef0" stroke="#fff" strokeWidth="3" />
            <text x="170" y="128" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff">
              链
            </text>
            {[
              [70, 50, '#00d4c8'],
              [290, 60, '#ffd666'],
              [60, 190, '#9fd3ff'],
              [280, 195, '#00d4c8'],
              [170, 20, '#ffd666'],
            ].map(([cx, cy, fill]) => (
              <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="16" fill={String(fill)} opacity="0.9" />
            ))}
          </svg>
        }
        below={<FactList facts={PARTNER_BENEFITS} className="partner__benefits" />}
      >
        <p className="partner__banner-text">{PARTNER_BANNER.text}</p>
      </PageBanner>

      <PageSection
        id="partner-dev"
        title={DEVELOPER_SECTION.title}
        lead={DEVELOPER_SECTION.intro}
        className="partner__section"
      >
        <div className="partner__markets">
          {DEVELOPER_SECTION.markets.map((market) => (
            <article key={market.title} className="partner__market">
              <h3>{market.title}</h3>
              <p>{market.text}</p>
            </article>
          ))}
        </div>
        <h3 className="partner__steps-title">入驻流程</h3>
        <ol className="partner__steps">
          {DEVELOPER_SECTION.steps.map((step, index) => (
            <li key={step.title}>
              <span className="partner__step-no" aria-hidden="true">
                {index + 1}
              </span>
              <strong>{step.title}</strong>
              <span>{step.text}</span>
            </li>
          ))}
        </ol>
        {applyButton(DEVELOPER_SECTION.title)}
      </PageSection>

      <PageSection
        id="partner-device"
        title={DEVICE_SECTION.title}
        lead={DEVICE_SECTION.intro}
        tone="gray"
        className="partner__section"
      >
        <KindGrid kinds={DEVICE_SECTION.kinds} tone="device" />
        {applyButton(DEVICE_SECTION.title)}
      </PageSection>

      <PageSection id="partner-data" title={DATA_SECTION.title} lead={DATA_SECTION.intro} className="partner__section">
        <KindGrid kinds={DATA_SECTION.kinds} tone="data" />
        {applyButton(DATA_SECTION.title)}
      </PageSection>
    </div>
  );
}
