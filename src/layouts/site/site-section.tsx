/**
 * The page section and the line icons of the marketing pages: the home page's first screen draws them, so they are
 * in the entry; the rest of the marketing building blocks (./marketing-page-kit) load with the pages that use them.
 */
import type { ReactNode } from 'react';
import type { IconKey } from '@/content/home';

/** Line icons of the marketing pages, drawn on a 24×24 grid (stroke = currentColor). */
const PATHS: Record<IconKey, string> = {
  nodes:
    'M12 4v5M5.5 17l4.5-3M18.5 17L14 14M12 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM4 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM20 16a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM12 10a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4M6 12l3-3 3 2 5-5',
  lifecycle: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4M12 8v4l3 2',
  collect: 'M4 14a8 8 0 0 1 16 0M8 14a4 4 0 0 1 8 0M12 14v6M9 20h6',
  upload: 'M12 16V4M7 9l5-5 5 5M4 15v4h16v-4',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  api: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
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

export function SiteIcon({ name, size = 28, className }: { name: IconKey; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

export interface SectionProps {
  id?: string;
  title: string;
  lead?: string;
  tone?: 'white' | 'gray';
  className?: string;
  children: ReactNode;
}

/** A page section with a centred heading (h2) and an optional lead paragraph. */
export function Section({ id, title, lead, tone = 'white', className, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`site-section site-section--${tone}${className ? ` ${className}` : ''}`}
    >
      <div className="site-container">
        <header className="site-section__head">
          <h2 id={headingId} className="site-section__title">
            {title}
          </h2>
          {lead ? <p className="site-section__lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
