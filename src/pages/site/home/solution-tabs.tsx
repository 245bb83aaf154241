import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { HomeSolutionTab } from '@/content/home-below-fold';

/** SPEC §2: six solution tabs switch content without changing the route; tab 1 is the default. */
export function SolutionTabs({ tabs }: { tabs: HomeSolutionTab[] }) {
  const [active, setActive] = useState(1);
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    setActive(next.id);
    document.getElementById(`solution-tab-${next.id}`)?.focus();
  };

  return (
    <div className="solution-tabs">
      <div className="solution-tabs__list" role="tablist" aria-label="行业解决方案" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`solution-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls="solution-tab-panel"
            tabIndex={tab.id === active ? 0 : -1}
            className={`solution-tabs__tab${tab.id === active ? ' is-active' : ''}`}
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id="solution-tab-panel"
        role="tabpanel"
        aria-labelledby={`solution-tab-${current.id}`}
        className="solution-tabs__panel"
      >
        <div className="solution-tabs__copy">
          <h3 className="solution-tabs__title">{current.title}</h3>
          <p className="solution-tabs__text">{current.text}</p>
          <ul className="solution-tabs__points">
            {current.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        {current.links.length > 0 ? (
          <ul className="solution-tabs__links" aria-label="相关行业方案">
            {current.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="solution-tabs__link">
                  <span>{link.label}</span>
                  <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
