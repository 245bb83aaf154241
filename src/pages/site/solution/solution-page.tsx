import { Navigate, useSearchParams } from 'react-router-dom';
import { solutionById } from '@/content/solutions';
import { ArchitectureDiagram, BannerArt, CardGrid, ConsultButton } from '@/layouts/site/marketing-page-kit';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import './solution.css';

/** SPEC §2 industry solution page: /solution?id=1..6; the id is read as a number, anything else is a 404. */
export default function SolutionPage() {
  const [params] = useSearchParams();
  const solution = solutionById(Number(params.get('id')));
  if (!solution) return <Navigate to="/404" replace />;

  return (
    <div className="solution-page">
      <PageBanner
        eyebrow={`${solution.industry}行业`}
        title={solution.title}
        text={solution.subtitle}
        aside={<BannerArt />}
      >
        <ConsultButton label="立即咨询" title={`${solution.industry}行业方案咨询`} />
      </PageBanner>

      <PageSection
        id="solution-pains"
        title="行业痛点"
        lead={`${solution.industry}企业在质量管控与品牌保护上面临的共性难题`}
      >
        <CardGrid cards={solution.painPoints} className="solution-pains" />
      </PageSection>

      <PageSection
        id="solution-answers"
        tone="gray"
        title="解决方案"
        lead="以联盟链为信任底座，把关键业务数据变成可验证的证据"
      >
        <CardGrid cards={solution.solutions} ordered className="solution-answers" />
      </PageSection>

      <PageSection id="solution-architecture" title="服务架构" lead="多方节点共建联盟链，业务应用按需组合">
        <ArchitectureDiagram caption={solution.architecture.caption} layers={solution.architecture.layers} />
      </PageSection>

      <PageSection
        id="solution-cta"
        tone="brand"
        title={`获取${solution.industry}行业专属方案`}
        lead="留下联系方式，解决方案顾问将结合您的产品与渠道情况给出上链建议与报价。"
      >
        <ConsultButton label="立即咨询" title={`${solution.industry}行业方案咨询`} />
      </PageSection>
    </div>
  );
}
