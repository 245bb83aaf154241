/**
 * The marketing pages' kit, within their frame: icons, the banner drawing, card grid, fact list, architecture figure,
 * steps and the consult button. One module on purpose: the pages share one small chunk instead of six tiny requests. What the
 * home page's first screen draws (banner, section, the feature tiles' icons) is in ./marketing-page-frame and
 * ./site-icon, in the entry.
 */
import { SvgGradient } from '@/components/svg-gradient';
import type { IconKey } from '@/content/home';
import { useContactDialog, type ContactDialogOptions } from '@/features/lead-forms/contact-dialog-context';
import { LineIcon, TILE_ICON_PATHS } from './site-icon';

/** Every icon of the marketing pages, on the 24×24 grid of LineIcon. */
const ICON_PATHS: Record<IconKey, string> = {
  ...TILE_ICON_PATHS,
  collab:
    'M7 10a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17 10a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM2 20c0-3 2.2-5 5-5s5 2 5 5M12 20c0-3 2.2-5 5-5s5 2 5 5',
  integrate: 'M4 4h6v6H4zM14 14h6v6h-6zM10 7h4a3 3 0 0 1 3 3v4M14 17h-4a3 3 0 0 1-3-3v-4',
  chip: 'M7 7h10v10H7zM10 10h4v4h-4zM9 3v4M15 3v4M9 17v4M15 17v4M3 9h4M3 15h4M17 9h4M17 15h4',
  contract: 'M6 3h9l4 4v14H6zM15 3v4h4M9 11h7M9 15h7M9 19h4',
  lock: 'M5 11h14v10H5zM8 11V8a4 4 0 0 1 8 0v3M12 15v2',
  devices: 'M3 5h13v9H3zM7 18h5M9.5 14v4M17 9h4v11h-4z',
  alert: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3M20 16V6',
  qrcode: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2M14 18h2M18 18h2v2',
  certificate: 'M4 4h16v11H4zM8 8h8M8 11h5M15 14a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM14 20l-1 2M16 20l1 2',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  gov: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  factory: 'M3 20V10l5 3V10l5 3V6h3l1-3h2l1 3v14zM7 17h2M12 17h2',
  pill: 'M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 7l7 7',
  copyright: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM15 9.5a3.5 3.5 0 1 0 0 5',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8',
  store:
    'M4 9l1.5-5h13L20 9M4 9h16v2a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0A2.7 2.7 0 0 1 4 11zM5 13v7h14v-7M10 20v-4h4v4',
  users: 'M9 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M18 15c2.5.5 4 2.5 4 6',
  cloud: 'M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1 0 9z',
  code: 'M4 4h16v16H4zM8 10l-2 2 2 2M16 10l2 2-2 2M13 9l-2 6',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM7 7h.5M7 17h.5M11 7h6M11 17h6',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7L11.5 6.8M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5',
  box: 'M12 2.5l8.5 4.5v10L12 21.5 3.5 17V7zM3.5 7L12 11.5 20.5 7M12 11.5v10',
  truck: 'M2 6h12v10H2zM14 9h4l3 3v4h-7M6 19a2 2 0 1 1 0-4 2 2 0 0 1 0 4zM17 19a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
  money: 'M3 6h18v12H3zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM6 9v.5M18 14.5v.5',
};

/** One of the marketing pages' line icons, by name. */
export function SiteIcon({ name, size }: { name: IconKey; size?: number }) {
  return <LineIcon path={ICON_PATHS[name]} size={size} />;
}

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

export interface Card {
  title: string;
  text: string;
  icon?: IconKey;
}

export interface CardGridProps {
  cards: readonly Card[];
  /** A list whose order matters (steps, numbered needs). */
  ordered?: boolean;
  className?: string;
}

/** Cards of a title and a text, each with its icon when it has one: three a row on wide screens, two on tablets. */
export function CardGrid({ cards, ordered = false, className }: CardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={`site-cards${className ? ` ${className}` : ''}`}>
      {cards.map((card) => (
        <li key={card.title} className="site-card">
          {card.icon ? (
            <span className="site-card__icon">
              <SiteIcon name={card.icon} />
            </span>
          ) : null}
          <h3 className="site-card__title">{card.title}</h3>
          <p className="site-card__text">{card.text}</p>
        </li>
      ))}
    </List>
  );
}

export interface Fact {
  /** The bold part: a name or a figure. */
  title: string;
  text: string;
}

/** Short facts, each a bold name or figure over a line of text; the page's class lays them out. */
export function FactList({
  facts,
  ordered = false,
  className,
}: {
  facts: readonly Fact[];
  ordered?: boolean;
  className: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {facts.map((fact) => (
        <li key={fact.title}>
          <strong>{fact.title}</strong>
          <span>{fact.text}</span>
        </li>
      ))}
    </List>
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
