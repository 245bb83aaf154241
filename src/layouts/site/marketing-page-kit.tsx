/**
 * Building blocks shared by the marketing pages: banner, architecture figure, steps, bands and the consult button.
 * One module on purpose: the pages share one small chunk instead of six tiny requests. The section and the icons,
 * which the home page's first screen needs, are in ./site-section (in the entry).
 */
import type { ReactNode } from 'react';
import { SvgGradient } from '@/components/svg-gradient';
import { useContactDialog, type ContactDialogOptions } from '@/features/lead-forms/contact-dialog-context';

/** Decorative illustration of linked blocks over a network, drawn for the page banners. */
export function BannerArt() {
  return (
    <svg className="banner-art" width="420" height="300" viewBox="0 0 420 300" aria-hidden="true" focusable="false">
      <defs>
        <SvgGradient id="banner-art-face" from="#5aa8ff" to="#2f62e8" />
        <SvgGradient id="banner-art-side" from="#1d4fc4" to="#13338a" direction="vertical" />
      </defs>
      <g stroke="#5aa8ff" strokeOpacity=".35" strokeWidth="1.2" fill="none">
        <path d="M40 250L130 190 210 230 300 160 390 200" />
        <path d="M60 80l80 40 90-50 90 40 60-30" />
        <circle cx="40" cy="250" r="4" fill="#5aa8ff" />
        <circle cx="390" cy="200" r="4" fill="#5aa8ff" />
        <circle cx="60" cy="80" r="4" fill="#5aa8ff" />
        <circle cx="380" cy="80" r="4" fill="#5aa8ff" />
      </g>
      {[
        [70, 150],
        [180, 100],
        [290, 150],
      ].map(([x, y], index) => (
        <g key={index} transform={`translate(${x} ${y})`}>
          <path d="M0 20L40 0l40 20-40 20z" fill="#8cc4ff" />
          <path d="M0 20v46l40 20V40z" fill="url(#banner-art-side)" />
          <path d="M80 20v46L40 86V40z" fill="url(#banner-art-face)" />
          <path d="M16 44l16 8M16 56l16 8" stroke="#9fd0ff" strokeWidth="2" />
        </g>
      ))}
      <g stroke="#8cc4ff" strokeWidth="3" fill="none" strokeLinecap="round">
        <path d="M150 190c10-10 20-14 30-12" />
        <path d="M260 140c10-6 20-6 30 2" />
      </g>
    </svg>
  );
}

export interface PageBannerProps {
  eyebrow?: string;
  title: string;
  text?: string;
  /** Buttons, QR code or other banner content under the text. */
  children?: ReactNode;
  /** Extra content on the right on wide screens (defaults to the chain illustration). */
  aside?: ReactNode;
  compact?: boolean;
}

/** The dark gradient banner at the top of every marketing page (CSS gradient + inline SVG, no image request). */
export function PageBanner({ eyebrow, title, text, children, aside, compact = false }: PageBannerProps) {
  return (
    <section className={`site-banner${compact ? ' site-banner--compact' : ''}`}>
      <div className="site-container site-banner__inner">
        <div className="site-banner__copy">
          {eyebrow ? <p className="site-banner__eyebrow">{eyebrow}</p> : null}
          <h1 className="site-banner__title">{title}</h1>
          {text ? <p className="site-banner__text">{text}</p> : null}
          {children ? <div className="site-banner__actions">{children}</div> : null}
        </div>
        <div className="site-banner__aside">{aside ?? <BannerArt />}</div>
      </div>
    </section>
  );
}

export interface DiagramLayer {
  name: string;
  items: readonly string[];
}

/**
 * A layered architecture figure drawn with HTML and CSS, so it stays sharp and legible from 390 px to 1440 px
 * and cannot break or shift the layout like a raster image.
 */
export function ArchitectureDiagram({ caption, layers }: { caption: string; layers: readonly DiagramLayer[] }) {
  return (
    <figure className="arch-diagram">
      <div className="arch-diagram__body">
        {layers.map((layer, index) => (
          <div key={layer.name} className={`arch-diagram__layer arch-diagram__layer--${index % 5}`}>
            <div className="arch-diagram__name">{layer.name}</div>
            <ul className="arch-diagram__items">
              {layer.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <figcaption className="arch-diagram__caption">{caption}</figcaption>
    </figure>
  );
}

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps (product "how to use", platform "how to start"). */
export function StepList({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <ol className={`step-list${steps.length > 5 ? ' step-list--long' : ''}`} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.title} className="step-list__item">
          <span className="step-list__index" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="step-list__title">{step.title}</h3>
          <p className="step-list__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export interface ConsultButtonProps extends ContactDialogOptions {
  label?: string;
  variant?: 'primary' | 'ghost' | 'light';
  className?: string;
}

/** Opens the site's contact dialog; warms up its code as soon as the pointer or focus arrives. */
export function ConsultButton({
  label = '立即咨询',
  variant = 'primary',
  className,
  application,
  title,
}: ConsultButtonProps) {
  const contact = useContactDialog();
  return (
    <button
      type="button"
      className={`site-button site-button--${variant}${className ? ` ${className}` : ''}`}
      onPointerEnter={contact.preload}
      onFocus={contact.preload}
      onClick={() => contact.open({ application, title })}
    >
      {label}
    </button>
  );
}

export interface BandBannerProps {
  /** The page's modifier class: its own gradient, and any spacing of its own. */
  className: string;
  /** Decorative drawing shown on the right on wide screens (hidden on narrow ones). */
  art?: ReactNode;
  children: ReactNode;
}

/**
 * The gradient band at the top of the content pages (about us, service, partners, training): the page's title and
 * facts in the site's column, its drawing on the right on wide screens. Each page paints its own gradient.
 */
export function BandBanner({ className, art, children }: BandBannerProps) {
  return (
    <section className={`site-band-banner ${className}`}>
      <div className="site-band__inner">
        {children}
        {art}
      </div>
    </section>
  );
}

export interface BandSectionProps {
  id: string;
  title: string;
  lead?: string;
  tone?: 'white' | 'tint' | 'dark';
  className?: string;
  innerClassName?: string;
  children: ReactNode;
}

/** A section of the content pages: a centred heading (h2, with an optional lead) over the page's own content. */
export function BandSection({
  id,
  title,
  lead,
  tone = 'white',
  className,
  innerClassName,
  children,
}: BandSectionProps) {
  return (
    <section aria-labelledby={id} className={`site-band site-band--${tone}${className ? ` ${className}` : ''}`}>
      <div className={`site-band__inner${innerClassName ? ` ${innerClassName}` : ''}`}>
        <BandHead id={id} title={title} lead={lead} />
        {children}
      </div>
    </section>
  );
}

/** The heading of a band section (h2, and its lead), for a section whose heading stands inside its own layout. */
export function BandHead({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <>
      <h2 id={id} className={`site-band__title${lead ? ' site-band__title--led' : ''}`}>
        {title}
      </h2>
      {lead ? <p className="site-band__lead">{lead}</p> : null}
    </>
  );
}
