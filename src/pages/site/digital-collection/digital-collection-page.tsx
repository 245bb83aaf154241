import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LazyProposalDialog } from '@/features/lead-forms/components/lazy-proposal-dialog';
import {
  ACQUISITION_MODES,
  BASE_LAYER,
  COLLECTIBLE_BENEFITS,
  COLLECTIBLE_CASES,
  COLLECTIBLE_HERO,
  COLLECTIBLE_HIGHLIGHTS,
  COLLECTIBLE_INTRO,
  COLLECTIBLE_PARTNER_MARKS,
  COLLECTIBLE_SCENARIOS,
  COLLECTIBLE_STRENGTHS,
  DELIVERY_STEPS,
} from '@/content/digital-collection';
import { SvgGradient } from '@/components/svg-gradient';
import { explorerTabUrl } from '@/lib/explorer-link';
import { CardGrid, FactList } from '@/layouts/site/marketing-page-kit';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import { CaseCarousel } from './case-carousel';
import { LatestBlocksPlaceholder } from './latest-blocks-placeholder';
import { useDeferredEager } from './use-deferred-eager';
import './digital-collection-page.css';

/**
 * The ledger's newest blocks, far below the first screen: their code (the chain API and the request layer) loads after
 * the page's, not before its first paint.
 */
const LatestBlocks = lazy(() => import('./latest-blocks'));

/** Readable ?case=N (the case QR codes link here) as an index; anything else is no case (SPEC §2: start on 1). */
function linkedCaseIndex(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= COLLECTIBLE_CASES.length ? id - 1 : undefined;
}

/**
 * /digitalCollection (SPEC §2): sections in SPEC order; the site header and footer come from SiteLayout.
 * Kept light for Lighthouse: no antd or zod until the lead dialog is opened, pictures below the fold are lazy.
 */
export default function DigitalCollectionPage() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [params] = useSearchParams();
  const openDialog = () => setDialogOpen(true);
  const loading = useDeferredEager();
  const linkedCase = linkedCaseIndex(params.get('case'));

  // A case's QR code opens its own section: that case selected, the section in view (the layout has scrolled to the
  // top in its layout effect before this runs). The page is re-created when the query changes.
  useEffect(() => {
    if (linkedCase !== undefined) document.getElementById('dc-cases')?.scrollIntoView({ block: 'start' });
  }, [linkedCase]);

  return (
    <div className="dc">
      <PageBanner
        size="fit"
        paint="dc__hero"
        eyebrow={COLLECTIBLE_HERO.eyebrow}
        title={COLLECTIBLE_HERO.title}
        text={COLLECTIBLE_HERO.slogan}
        aside={
          <div className="dc__hero-art" aria-hidden="true">
            <svg width="320" height="280" viewBox="0 0 320 280">
              <defs>
                <SvgGradient id="dc-cube-a" from="#7cc4ff" to="#3a5bff" />
                <SvgGradient id="dc-cube-b" from="#5b3cff" to="#2a1a8a" direction="vertical" />
              </defs>
              <ellipse cx="160" cy="250" rx="120" ry="18" fill="rgba(124,196,255,0.25)" />
              <polygon points="160,30 260,85 160,140 60,85" fill="url(#dc-cube-a)" />
              <polygon points="60,85 160,140 160,240 60,185" fill="url(#dc-cube-b)" />
              <polygon points="260,85 160,140 160,240 260,185" fill="#3d2bd0" />
              <path d="M110 110 l50 28 50 -28" stroke="#fff" strokeWidth="3" fill="none" opacity="0.7" />
              <circle cx="40" cy="40" r="6" fill="#7cc4ff" />
              <circle cx="290" cy="150" r="8" fill="#b37feb" />
              <circle cx="280" cy="40" r="4" fill="#fff" />
            </svg>
          </div>
        }
      >
        <button type="button" className="dc__cta" onClick={openDialog}>
          {COLLECTIBLE_HERO.cta}
        </button>
      </PageBanner>

      <PageSection id="dc-intro" title={COLLECTIBLE_INTRO.title} className="dc__intro">
        {COLLECTIBLE_INTRO.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ul className="dc__highlights">
          {COLLECTIBLE_HIGHLIGHTS.map((item, index) => (
            <li key={item.title}>
              <span className="dc__highlight-no" aria-hidden="true">
                0{index + 1}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="dc-scenarios"
        title="应用场景"
        lead="数字藏品与品牌营销节点深度结合，让每一次活动都有可留存的数字资产"
        tone="gray"
      >
        <CardGrid cards={COLLECTIBLE_SCENARIOS} className="dc__scenarios" />
      </PageSection>

      <PageSection id="dc-benefits" title="为品牌带来的价值">
        <FactList facts={COLLECTIBLE_BENEFITS} className="dc__benefits" />
      </PageSection>

      <PageSection
        id="dc-modes"
        title="多种获取方式"
        lead="灵活组合发放玩法，满足拉新、促活与转化等不同目标"
        tone="dark"
      >
        <FactList facts={ACQUISITION_MODES} ordered className="dc__modes" />
      </PageSection>

      <PageSection
        id="dc-base"
        title={BASE_LAYER.title}
        className="dc__base"
        aside={
          <Suspense fallback={<LatestBlocksPlaceholder />}>
            <LatestBlocks />
          </Suspense>
        }
      >
        <p>{BASE_LAYER.text}</p>
        <ul className="dc__base-points">
          {BASE_LAYER.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <a className="dc__base-link" href={explorerTabUrl()} target="_blank" rel="noopener noreferrer">
          {BASE_LAYER.linkText}
          <span className="dc__sr">（在新窗口打开）</span>
        </a>
        <p className="dc__base-note">{BASE_LAYER.linkNote}</p>
      </PageSection>

      <PageSection
        id="dc-cases"
        title="客户案例"
        lead="已为运动、文旅、动漫与非遗等行业客户搭建数字藏品平台"
        tone="gray"
        className="dc__cases"
      >
        <CaseCarousel initialIndex={linkedCase ?? 0} imageLoading={loading} />
      </PageSection>

      <PageSection id="dc-process" title="交付流程" lead="标准化交付，最快 30 天上线">
        <picture className="dc__process">
          <source
            media="(min-width: 768px)"
            srcSet="/images/collectibles/delivery-process.svg"
            width={1120}
            height={220}
          />
          <img
            src="/images/collectibles/delivery-process-mobile.svg"
            width={360}
            height={576}
            loading={loading}
            decoding="async"
            alt={`交付流程：${DELIVERY_STEPS.join('、')}`}
          />
        </picture>
      </PageSection>

      <PageSection id="dc-strengths" title="我们的优势" tone="dark">
        <ul className="dc__strengths">
          {COLLECTIBLE_STRENGTHS.map((item) => (
            <li key={item.label}>
              <span className="dc__figure">
                {item.figure}
                <small>{item.unit}</small>
              </span>
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="dc-partners" title="合作伙伴">
        <ul className="dc__logos">
          {COLLECTIBLE_PARTNER_MARKS.map((mark) => (
            <li key={mark.name} style={{ '--mark': mark.colour } as CSSProperties}>
              <span className="dc__logo-mark" aria-hidden="true" />
              <span className="dc__logo-text">
                <strong>{mark.name}</strong>
                <small>{mark.en}</small>
              </span>
            </li>
          ))}
        </ul>
        <div className="dc__closing">
          <p>现在咨询，免费获取专属数字藏品平台建设方案</p>
          <button type="button" className="dc__cta" onClick={openDialog}>
            立即领取
          </button>
        </div>
      </PageSection>

      <LazyProposalDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
