import { ABOUT_HONOURS, ABOUT_INTRO, ABOUT_PARTNERS, ABOUT_TABS } from '@/content/about';
import { MailAddress } from '@/components/mail-address';
import { shownFact, telHref } from '@/content/site-config';
import { useSiteFacts } from '@/content/site-facts';
import { ABOUT_ROTATION_MS, useRotation } from '@/lib/use-rotation';
import { useCareMode } from '@/stores/care-mode';
import { FactList } from '@/layouts/site/marketing-page-kit';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import './about-us-page.css';

/** /aboutus (SPEC §2): the company, honours, partners, three offices and three tabs rotating every 10 s. */
export default function AboutUsPage() {
  const careMode = useCareMode();
  const { active, select, pauseProps, tablistProps } = useRotation(ABOUT_TABS.length, ABOUT_ROTATION_MS, {
    paused: careMode,
  });
  const tab = ABOUT_TABS[active];
  const facts = useSiteFacts();

  return (
    <div className="about">
      <PageBanner
        size="fit"
        paint="about__banner"
        title={ABOUT_INTRO.title}
        text={`${facts.companyName} · ${ABOUT_INTRO.tagline}`}
      />

      <PageSection
        id="about-intro"
        title={ABOUT_INTRO.tagline}
        className="about__intro"
        aside={
          <img
            className="about__picture"
            src="/images/about/company.svg"
            width={560}
            height={400}
            alt="星桥链数科创园示意图"
            decoding="async"
          />
        }
      >
        {ABOUT_INTRO.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <FactList
          facts={ABOUT_INTRO.figures.map(({ figure, label }) => ({ title: figure, text: label }))}
          className="about__figures"
        />
      </PageSection>

      <PageSection id="about-tabs" title="研发与合作" tone="gray">
        <div {...pauseProps}>
          <div className="about__tabs" role="tablist" aria-label="研发与合作" {...tablistProps}>
            {ABOUT_TABS.map((item, index) => (
              <button
                key={item.key}
                type="button"
                role="tab"
                id={`about-tab-${item.key}`}
                aria-controls={`about-panel-${item.key}`}
                aria-selected={index === active}
                tabIndex={index === active ? 0 : -1}
                className={`about__tab${index === active ? ' is-active' : ''}`}
                onClick={() => select(index)}
              >
                {item.title}
              </button>
            ))}
          </div>
          <div
            key={tab.key}
            className="about__panel"
            role="tabpanel"
            id={`about-panel-${tab.key}`}
            aria-labelledby={`about-tab-${tab.key}`}
          >
            <p className="about__panel-lead">{tab.lead}</p>
            <ul className="about__points">
              {tab.points.map((point) => (
                <li key={point.title}>
                  <h3>{point.title}</h3>
                  <p>{point.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>

      <PageSection id="about-honours" title="荣誉资质">
        <ul className="about__honours">
          {ABOUT_HONOURS.map((honour) => (
            <li key={honour.title}>
              <span className="about__medal" aria-hidden="true">
                ★
              </span>
              <span className="about__honour-year">{honour.year}</span>
              <span>{honour.title}</span>
              <span className="about__sample">示例</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-partners" title="合作伙伴" tone="gray">
        <ul className="about__partners">
          {ABOUT_PARTNERS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-offices" title="联系我们">
        <ul className="about__offices">
          {facts.offices.map((office, index) => (
            <li key={`${index}-${office.city}`}>
              <h3>{office.city}</h3>
              <p>
                <span className="about__label">地址</span>
                {office.address}
              </p>
              <p>
                <span className="about__label">电话</span>
                <a href={telHref(office.phone)}>{shownFact(facts, office.phone)}</a>
              </p>
            </li>
          ))}
        </ul>
        <p className="about__hotline">
          全国服务热线 <a href={telHref(facts.hotline)}>{shownFact(facts, facts.hotline)}</a>（{facts.hotlineHours}） ·
          邮箱 <MailAddress email={facts.serviceEmail} />
        </p>
      </PageSection>
    </div>
  );
}
