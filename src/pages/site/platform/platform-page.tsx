import { platformPage } from '@/content/platform';
import { BannerArt, StepList, ArchitectureDiagram, CardGrid, ConsultButton } from '@/layouts/site/marketing-page-kit';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import './platform.css';

/** /platform: what the application-building platform is, its capabilities, architecture and how to start. */
export default function PlatformPage() {
  return (
    <div className="platform-page">
      <PageBanner eyebrow="溯源 · 存证" title={platformPage.title} text={platformPage.subtitle} aside={<BannerArt />}>
        <ConsultButton label="预约演示" title="预约平台演示" />
      </PageBanner>

      <PageSection id="platform-what" title={platformPage.what.title}>
        <div className="platform-what">
          {platformPage.what.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </PageSection>

      <PageSection id="platform-capabilities" tone="gray" title="核心能力" lead="把区块链应用开发的复杂度留在平台里">
        <CardGrid cards={platformPage.capabilities} />
      </PageSection>

      <PageSection id="platform-architecture" title="平台架构">
        <ArchitectureDiagram caption={platformPage.architecture.caption} layers={platformPage.architecture.layers} />
      </PageSection>

      <PageSection
        id="platform-start"
        tone="gray"
        title={platformPage.start.title}
        lead="从第一次沟通到正式上线，平均 30 天"
      >
        <StepList steps={platformPage.start.steps} label="平台上线步骤" />
        <div className="platform-start__action">
          <ConsultButton label="立即咨询" />
        </div>
      </PageSection>
    </div>
  );
}
