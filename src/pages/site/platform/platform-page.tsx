import { platformPage } from '@/content/platform';
import { PageBanner, StepList, ArchitectureDiagram, ConsultButton } from '@/layouts/site/marketing-page-kit';
import { Section, SiteIcon } from '@/layouts/site/site-section';
import './platform.css';

/** /platform: what the application-building platform is, its capabilities, architecture and how to start. */
export default function PlatformPage() {
  return (
    <div className="platform-page">
      <PageBanner eyebrow="溯源 · 存证" title={platformPage.title} text={platformPage.subtitle}>
        <ConsultButton label="预约演示" title="预约平台演示" />
      </PageBanner>

      <Section id="platform-what" title={platformPage.what.title}>
        <div className="platform-what">
          {platformPage.what.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="platform-capabilities" tone="gray" title="核心能力" lead="把区块链应用开发的复杂度留在平台里">
        <ul className="site-cards site-cards--3">
          {platformPage.capabilities.map((capability) => (
            <li key={capability.title} className="site-card">
              <span className="site-card__icon">
                <SiteIcon name={capability.icon} />
              </span>
              <h3 className="site-card__title">{capability.title}</h3>
              <p className="site-card__text">{capability.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="platform-architecture" title="平台架构">
        <ArchitectureDiagram caption={platformPage.architecture.caption} layers={platformPage.architecture.layers} />
      </Section>

      <Section
        id="platform-start"
        tone="gray"
        title={platformPage.start.title}
        lead="从第一次沟通到正式上线，平均 30 天"
      >
        <StepList steps={platformPage.start.steps} label="平台上线步骤" />
        <div className="platform-start__action">
          <ConsultButton label="立即咨询" />
        </div>
      </Section>
    </div>
  );
}
