import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { QrCode } from '@/components/qr-code';
import { productById, productEditions, type ProductScenario } from '@/content/products';
import { BannerArt, StepList, ConsultButton, SiteIcon } from '@/layouts/site/marketing-page-kit';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import { useAppUrl } from '@/lib/app-url';
import { fetchTraceBatch } from '@/features/chain/api';
import './product.css';

/** SPEC §2 scenario accordion: one item open at a time, the first one to begin with. */
function ScenarioAccordion({ scenarios }: { scenarios: readonly ProductScenario[] }) {
  const [open, setOpen] = useState(0);
  return (
    <div className="scenario-accordion">
      {scenarios.map((scenario, index) => {
        const expanded = open === index;
        return (
          <div key={scenario.title} className={`scenario-accordion__item${expanded ? ' is-open' : ''}`}>
            <h3 className="scenario-accordion__heading">
              <button
                type="button"
                id={`scenario-${index}`}
                aria-expanded={expanded}
                aria-controls={`scenario-panel-${index}`}
                className="scenario-accordion__button"
                onClick={() => setOpen(expanded ? -1 : index)}
              >
                <span className="scenario-accordion__icon">
                  <SiteIcon name={scenario.icon} size={24} />
                </span>
                <span className="scenario-accordion__title">{scenario.title}</span>
                <span className="scenario-accordion__caret" aria-hidden="true" />
              </button>
            </h3>
            <div
              id={`scenario-panel-${index}`}
              role="region"
              aria-labelledby={`scenario-${index}`}
              hidden={!expanded}
              className="scenario-accordion__panel"
            >
              <p>{scenario.text}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** SPEC §2 product page: /product?id=1 (evidence preservation) or 2 (traceability). */
export default function ProductPage() {
  const [params] = useSearchParams();
  const product = productById(Number(params.get('id')));
  const sampleBatch = product?.sampleQr ? new URL(product.sampleQr.path, 'http://x').searchParams.get('batch') : null;
  // The sample is development data (D14): a deployment without it shows no code that would lead nowhere.
  const sample = useQuery({
    queryKey: ['trace-batch', sampleBatch],
    queryFn: ({ signal }) => fetchTraceBatch(sampleBatch ?? '', signal),
    enabled: Boolean(sampleBatch),
  });
  const sampleUrl = useAppUrl(product?.sampleQr?.path ?? '/');
  if (!product) return <Navigate to="/404" replace />;

  // Drawn at run time from the serving origin, so a scan opens this very deployment's sample trace page. While the
  // sample is being looked up the figure holds its place unseen, so the banner does not grow when it is confirmed
  // (and the page's build-time copy, src/prerender/pages.tsx, knows no origin).
  const qr =
    product.sampleQr && (sample.data || sample.isPending) ? (
      <figure className={sample.data ? 'product-qr' : 'product-qr product-qr--pending'} aria-hidden={!sample.data}>
        <QrCode value={sample.data ? sampleUrl : undefined} label="溯源样例二维码" size={160} />
        <figcaption>
          {product.sampleQr.caption}
          <Link to={product.sampleQr.path} className="product-qr__link">
            直接查看样例 ›
          </Link>
        </figcaption>
      </figure>
    ) : undefined;

  return (
    <div className="product-page">
      <PageBanner eyebrow="星桥区块链产品" title={product.title} text={product.description} aside={qr ?? <BannerArt />}>
        <ul className="product-highlights">
          {product.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <ConsultButton label="联系我们" title={`咨询${product.name}`} />
        {qr ? <div className="product-qr-inline">{qr}</div> : null}
      </PageBanner>

      <PageSection id="product-scenarios" title="应用场景" lead="五大典型场景，覆盖政务与企业的核心需求">
        <ScenarioAccordion scenarios={product.scenarios} />
      </PageSection>

      <PageSection
        id="product-steps"
        tone="gray"
        title="使用流程"
        lead={`${product.steps.length} 步完成从开通到上链查询`}
      >
        <StepList steps={product.steps} label={`${product.name}使用流程`} />
      </PageSection>

      <PageSection id="product-editions" title="购买方式" lead="三种版本，匹配不同规模与合规要求">
        <ul className="site-cards product-editions">
          {productEditions.map((edition, index) => (
            <li
              key={edition.name}
              className={`site-card product-edition${index === 1 ? ' product-edition--featured' : ''}`}
            >
              <h3 className="product-edition__name">{edition.name}</h3>
              <p className="product-edition__tagline">{edition.tagline}</p>
              <ul className="product-edition__points">
                {edition.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p className="product-edition__fit">{edition.fit}</p>
            </li>
          ))}
        </ul>
        <div className="product-contact">
          <ConsultButton label="联系我们" title={`咨询${product.name}`} />
        </div>
      </PageSection>
    </div>
  );
}
