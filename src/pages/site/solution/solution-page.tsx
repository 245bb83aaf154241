import { Navigate, useSearchParams } from 'react-router-dom';
import { solutionById } from '@/content/solutions';
import { PageBanner, ArchitectureDiagram, ConsultButton } from '@/layouts/site/marketing-page-kit';
import { Section, SiteIcon } from '@/layouts/site/site-section';
import './solution.css';

/** SPEC §2 industry solution page: /solution?id=1..6; the id is read as a number, anything else is a 404. */
export default function SolutionPage() {
  const [params] = useSearchParams();
  const solution = solutionById(Number(params.get('id')));
  if (!solution) return <Navigate to="/404" replace />;

  return (
    <div className="solution-page">
      <PageBanner eyebrow={`${solution.industry}行业`} title={solution.title} text={solution.subtitle}>
        <ConsultButton label="立即咨询" title={`${solution.industry}行业方案咨询`} />
      </PageBanner>

      <Section
        id="solution-pains"
        title="行业痛点"
        lead={`${solution.industry}企业在质量管控与品牌保护上面临的共性难题`}
      >
        <ul className="site-cards site-cards--3">
          {solution.painPoints.map((point) => (
            <li key={point.title} className="site-card solution-pain">
              <span className="solution-pain__art" aria-hidden="true">
                <SiteIcon name={point.icon} size={40} />
              </span>
              <h3 className="site-card__title">{point.title}</h3>
              <p className="site-card__text">{point.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="solution-answers"
        tone="gray"
        title="解决方案"
        lead="以联盟链为信任底座，把关键业务数据变成可验证的证据"
      >
        <ol className="solution-answers">
          {solution.solutions.map((item) => (
            <li key={item.title} className="solution-answer">
              <span className="site-card__icon">
                <SiteIcon name={item.icon} />
              </span>
              <h3 className="site-card__title">{item.title}</h3>
              <p className="site-card__text">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="solution-architecture" title="服务架构" lead="多方节点共建联盟链，业务应用按需组合">
        <ArchitectureDiagram caption={solution.architecture.caption} layers={solution.architecture.layers} />
      </Section>

      <section className="site-cta" aria-labelledby="solution-cta-title">
        <div className="site-container">
          <h2 id="solution-cta-title" className="site-cta__title">
            获取{solution.industry}行业专属方案
          </h2>
          <p className="site-cta__text">留下联系方式，解决方案顾问将结合您的产品与渠道情况给出上链建议与报价。</p>
          <ConsultButton label="立即咨询" title={`${solution.industry}行业方案咨询`} />
        </div>
      </section>
    </div>
  );
}
