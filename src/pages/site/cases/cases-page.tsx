import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { caseByType, caseStudies } from '@/content/cases';
import { ArchitectureDiagram, BannerArt, CardGrid, ConsultButton } from '@/layouts/site/marketing-page-kit';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import './cases.css';

/** SPEC §2 case-study page: /cases?type=1..3 — customer needs, solution, results, business framework. */
export default function CasesPage() {
  const [params] = useSearchParams();
  const study = caseByType(Number(params.get('type')));
  if (!study) return <Navigate to="/404" replace />;

  return (
    <div className="cases-page">
      <PageBanner eyebrow="客户案例" title={study.title} text={study.summary} aside={<BannerArt />}>
        <p className="cases-customer">客户：{study.customer}</p>
        <ConsultButton label="咨询同类方案" title="咨询同类方案" />
      </PageBanner>

      <nav className="cases-switch" aria-label="其他案例">
        <ul className="site-container">
          {caseStudies.map((item) => (
            <li key={item.type}>
              <Link
                to={`/cases?type=${item.type}`}
                className={item.type === study.type ? 'is-current' : undefined}
                aria-current={item.type === study.type ? 'page' : undefined}
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <PageSection id="case-needs" title="客户需求">
        <CardGrid cards={study.needs} ordered className="case-needs" />
      </PageSection>

      <PageSection id="case-solution" tone="gray" title="解决方案" lead={study.solution.intro}>
        <ol className="case-solution">
          {study.solution.points.map((point) => (
            <li key={point.title} className="case-solution__item">
              <h3 className="site-card__title">{point.title}</h3>
              <p className="site-card__text">{point.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="case-results" title="项目成效">
        <ul className="case-results">
          {study.results.map((result) => (
            <li key={result.label} className="case-results__item">
              <strong className="case-results__value">{result.value}</strong>
              <span className="case-results__label">{result.label}</span>
              <span className="case-results__text">{result.text}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="case-framework" tone="gray" title="业务框架">
        <ArchitectureDiagram caption={study.framework.caption} layers={study.framework.layers} />
      </PageSection>
    </div>
  );
}
