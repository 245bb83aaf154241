import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { featureTiles, homeBanner, platformIntro } from '@/content/home';
import { Section } from '@/layouts/site/site-section';
import { FeatureTiles } from './feature-tiles';
import { CollectibleArt } from './collectible-art';
import './home.css';

/** Below the first screen: loaded after the first screen is painted, into a placeholder taller than the screen. */
const HomeBelowFold = lazy(() => import('./home-below-fold'));

/** SPEC §2 home page (/index). */
export default function HomePage() {
  return (
    <div className="home-page">
      <Link to="/digitalCollection" className="home-banner">
        <div className="site-container home-banner__inner">
          <div className="home-banner__copy">
            <p className="site-banner__eyebrow">{homeBanner.eyebrow}</p>
            <h1 className="home-banner__title">{homeBanner.title}</h1>
            <p className="home-banner__text">{homeBanner.text}</p>
            <span className="site-button site-button--primary home-banner__action">{homeBanner.action}</span>
          </div>
          <div className="home-banner__art">
            <CollectibleArt />
          </div>
        </div>
      </Link>

      <Section id="home-platform" title={platformIntro.title} lead={platformIntro.lead}>
        <dl className="home-stats">
          {platformIntro.stats.map((stat) => (
            <div key={stat.label} className="home-stats__item">
              <dt>{stat.example ? `${stat.label}（示例）` : stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        <FeatureTiles tiles={featureTiles} />
      </Section>

      <Suspense fallback={<div className="home-page__below-fold" />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
