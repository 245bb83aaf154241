import { useState } from 'react';
import { applicationOffer, homeSolutionTabs, productFeatures, techArchitecture } from '@/content/home-below-fold';
import { ArchitectureDiagram, CardGrid } from '@/layouts/site/marketing-page-kit';
import { PageSection } from '@/layouts/site/marketing-page-frame';
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
      <PageSection
        id="home-features"
        tone="gray"
        title="产品特点"
        lead="一套平台，覆盖从数据采集、上链存证到查询展示的完整链路"
      >
        <CardGrid cards={productFeatures} />
      </PageSection>

      <PageSection
        id="home-architecture"
        title={techArchitecture.title}
        lead="自主可控的联盟链底层，分层解耦，按需组合"
      >
        <ArchitectureDiagram caption={techArchitecture.caption} layers={techArchitecture.layers} />
      </PageSection>

      <PageSection
        id="home-solutions"
        tone="gray"
        title="行业解决方案"
        lead="深耕政务、食品、零售、制造、知识产权与医药六大领域"
      >
        <SolutionTabs tabs={homeSolutionTabs} />
      </PageSection>

      <PageSection id="home-partners" title="合作伙伴" lead="与产业链上下游伙伴共建可信数据生态">
        <LazyPartnerCarousel />
      </PageSection>

      <PageSection id="home-apply" tone="brand" title={applicationOffer.title} lead={applicationOffer.text}>
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
      </PageSection>

      <LazyApplicationDialog open={applying} onClose={() => setApplying(false)} />
    </>
  );
}
