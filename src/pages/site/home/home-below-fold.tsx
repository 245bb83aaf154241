import { useState } from 'react';
import { applicationOffer, homeSolutionTabs, productFeatures, techArchitecture } from '@/content/home-below-fold';
import { ArchitectureDiagram } from '@/layouts/site/marketing-page-kit';
import { Section, SiteIcon } from '@/layouts/site/site-section';
import {
  LazyApplicationDialog,
  preloadApplicationDialog,
} from '@/features/lead-forms/components/lazy-application-dialog';
import { SolutionTabs } from './solution-tabs';
import { LazyPartnerCarousel } from './lazy-partner-carousel';

/**
 * The home page below its first screen (SPEC §2 home page): product features, architecture, industry solutions,
 * partners and the application offer. A lazy part of the home page, loaded after the first screen is painted.
 */
export default function HomeBelowFold() {
  const [applying, setApplying] = useState(false);

  return (
    <>
      <Section
        id="home-features"
        tone="gray"
        title="产品特点"
        lead="一套平台，覆盖从数据采集、上链存证到查询展示的完整链路"
      >
        <ul className="site-cards site-cards--3">
          {productFeatures.map((feature) => (
            <li key={feature.title} className="site-card">
              <span className="site-card__icon">
                <SiteIcon name={feature.icon} />
              </span>
              <h3 className="site-card__title">{feature.title}</h3>
              <p className="site-card__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="home-architecture" title={techArchitecture.title} lead="自主可控的联盟链底层，分层解耦，按需组合">
        <ArchitectureDiagram caption={techArchitecture.caption} layers={techArchitecture.layers} />
      </Section>

      <Section
        id="home-solutions"
        tone="gray"
        title="行业解决方案"
        lead="深耕政务、食品、零售、制造、知识产权与医药六大领域"
      >
        <SolutionTabs tabs={homeSolutionTabs} />
      </Section>

      <Section id="home-partners" title="合作伙伴" lead="与产业链上下游伙伴共建可信数据生态">
        <LazyPartnerCarousel />
      </Section>

      <section className="site-cta" aria-labelledby="home-apply-title">
        <div className="site-container">
          <h2 id="home-apply-title" className="site-cta__title">
            {applicationOffer.title}
          </h2>
          <p className="site-cta__text">{applicationOffer.text}</p>
          <ul className="home-apply__notes">
            {applicationOffer.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <button
            type="button"
            className="site-button site-button--primary"
            onPointerEnter={preloadApplicationDialog}
            onFocus={preloadApplicationDialog}
            onClick={() => setApplying(true)}
          >
            {applicationOffer.action}
          </button>
        </div>
      </section>

      <LazyApplicationDialog open={applying} onClose={() => setApplying(false)} />
    </>
  );
}
