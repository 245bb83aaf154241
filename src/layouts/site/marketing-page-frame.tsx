/**
 * The frame of every marketing page: its banner (the page's h1) and its sections (each an h2 that names it). The
 * home page's first screen draws both, so they are in the entry; the rest of the kit (./marketing-page-kit) loads
 * with the pages that use it. Their styles are in ./site.css.
 */
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface PageBannerProps {
  /** A short label over the title. */
  eyebrow?: string;
  title: string;
  text?: string;
  /** Buttons, facts, a QR code or other banner content under the text. */
  children?: ReactNode;
  /** The page's drawing or figure, on the right on wide screens. */
  aside?: ReactNode;
  /** Content across the whole banner, under the text and the drawing. */
  below?: ReactNode;
  /** Makes the whole banner one link to this path. */
  to?: string;
  /** `tall` fills most of a screen (product and solution pages), `hero` more (the home page); `fit` fits its content. */
  size?: 'tall' | 'hero' | 'fit';
  /** A class of the page's stylesheet that paints the banner instead of the site's navy and grid. */
  paint?: string;
}

/** The gradient banner at the top of every marketing page (CSS gradients and inline SVG, no image request). */
export function PageBanner({
  eyebrow,
  title,
  text,
  children,
  aside,
  below,
  to,
  size = 'tall',
  paint,
}: PageBannerProps) {
  const className = `site-banner site-banner--${size} ${paint ?? 'site-banner--night'}`;
  const content = (
    <div className="site-container site-banner__inner">
      <div className="site-banner__copy">
        {eyebrow ? <p className="site-banner__eyebrow">{eyebrow}</p> : null}
        <h1 className="site-banner__title">{title}</h1>
        {text ? <p className="site-banner__text">{text}</p> : null}
        {children ? <div className="site-banner__actions">{children}</div> : null}
      </div>
      {aside ? <div className="site-banner__aside">{aside}</div> : null}
      {below ? <div className="site-banner__below">{below}</div> : null}
    </div>
  );
  return to ? (
    <Link to={to} className={className}>
      {content}
    </Link>
  ) : (
    <section className={className}>{content}</section>
  );
}

export interface PageSectionProps {
  /** The section's anchor; its heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  /** The band's colour: `dark` sets a section apart, `brand` (the site's blue) calls to act. */
  tone?: 'white' | 'gray' | 'dark' | 'brand';
  /** A picture or panel beside the content on wide screens; the heading then starts the content's column. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A section of a marketing page: its heading (h2) and optional lead, centred over the content or beside an aside. */
export function PageSection({ id, title, lead, tone = 'white', aside, className, children }: PageSectionProps) {
  const head = (
    <header className="site-section__head">
      <h2 id={`${id}-title`} className="site-section__title">
        {title}
      </h2>
      {lead ? <p className="site-section__lead">{lead}</p> : null}
    </header>
  );
  // A boundary of its own: React hydrates a prerendered page (src/main.tsx) one section at a time, in tasks short
  // enough for a phone to answer a tap between them; in a page drawn afresh it changes nothing.
  return (
    <Suspense fallback={null}>
      <section
        id={id}
        aria-labelledby={`${id}-title`}
        className={`site-section site-section--${tone}${aside ? ' site-section--split' : ''}${className ? ` ${className}` : ''}`}
      >
        <div className="site-container">
          {/* Beside an aside, the heading and the content share the first column. */}
          {aside ? (
            <div>
              {head}
              {children}
            </div>
          ) : (
            head
          )}
          {aside ?? children}
        </div>
      </section>
    </Suspense>
  );
}
