import { lazy, Suspense } from 'react';
import { featureTiles, homeBanner, platformIntro } from '@/content/home';
import { PageBanner, PageSection } from '@/layouts/site/marketing-page-frame';
import { FeatureTiles } from './feature-tiles';
import { CollectibleArt } from './collectible-art';
import './home.css';

/** Below the first screen: loaded after the first screen is painted, into a placeholder taller than the screen. */
const HomeBelowFold = lazy(() => import('./home-below-fold'));

/** SPEC §2 home page (/index). */
export default function HomePage() {
  return (
    <div className="home-page">
      <PageBanner
        to="/digitalCollection"
        size="hero"
        paint="home-banner"
        eyebrow={homeBanner.eyebrow}
        title={homeBanner.title}
        text={homeBanner.text}
        aside={<CollectibleArt />}
      >
        <span className="site-button site-button--primary home-banner__action">{homeBanner.action}</span>
      </PageBanner>

      <PageSection id="home-platform" title={platformIntro.title} lead={platformIntro.lead}>
        <dl className="home-stats">
          {platformIntro.stats.map((stat) => (
            <div key={stat.label} className="home-stats__item">
              <dt>{stat.example ? `${stat.label}（示例）` : stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <FeatureTiles tiles={featureTiles} />
      </PageSection>

      <Suspense fallback={<div className="home-page__below-fold" />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
