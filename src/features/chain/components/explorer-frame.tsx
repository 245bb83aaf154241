import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EXPLORER_PATH, TALENT_HOME_PATH } from '@/contracts/app-paths';
import { ExplorerSearch } from './explorer-search';
import { SkeletonText } from './explorer-kit';
import './explorer.css';

export interface Crumb {
  label: string;
  to?: string;
  /** Not known yet: the label's place in grey, so the trail keeps its length when it arrives. */
  pending?: boolean;
}

/**
 * Frame of every explorer page (D9, in the talent-portal layout): where you are, the page title and the search
 * box, so a height or a hash can be looked up from any explorer page. The explorer uses no antd (explorer-kit.tsx).
 */
export function ExplorerFrame({
  crumbs = [],
  title,
  lead,
  children,
}: {
  crumbs?: Crumb[];
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const trail: Crumb[] = [
    { label: '首页', to: TALENT_HOME_PATH },
    { label: '区块链浏览器', to: EXPLORER_PATH },
    ...crumbs,
  ];
  return (
    <div className="talent-shell explorer">
      <nav className="talent-crumbs" aria-label="当前位置">
        当前位置：
        {trail.map((crumb, index) => (
          <span key={crumb.label}>
            {index > 0 ? <span aria-hidden="true"> &gt; </span> : null}
            {crumb.pending ? (
              <SkeletonText text={crumb.label} />
            ) : crumb.to && index < trail.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              crumb.label
            )}
          </span>
        ))}
      </nav>
      <header className="explorer-head">
        <div className="explorer-head__titles">
          <h1>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </div>
        <ExplorerSearch />
      </header>
      {children}
    </div>
  );
}

/** A white panel with a red-ruled heading, like the portal's columns. */
export function ExplorerPanel({
  title,
  extra,
  children,
  id,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  id: string;
}) {
  return (
    <section className="explorer-panel" aria-labelledby={id}>
      <div className="explorer-panel__head">
        <h2 id={id}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
