import { lazy, Suspense } from 'react';
import { Link, useOutletContext } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { NewsItem, NewsListQuery } from '@/contracts/news';
import { USER_CENTRE_PATH } from '@/contracts/app-paths';
import { TALENT_PLATFORM_NAME, talentNavHref, talentNavLabel } from '@/layouts/talent/talent-nav';
import { toThousandFilter } from '@/utils/number';
import type { TalentOutletContext } from '@/layouts/talent/outlet-context';
import './talent-pages.css';

/** Columns shown on the portal home, newest first. */
const HOME_COLUMNS = [5, 2, 3, 6, 4, 7] as const;
const HOME_COLUMN_SIZE = 5;

// The request layer and the list components arrive with the first query, after the page's first screen has painted.
const loadNewsApi = () => import('@/features/news/api');
const loadArticleList = () => import('@/features/news/components/article-list');
const loadArticleEmpty = () => import('@/features/news/components/article-empty');
const ArticleList = lazy(() => loadArticleList().then(({ ArticleList: Component }) => ({ default: Component })));
const ArticleEmpty = lazy(() => loadArticleEmpty().then(({ ArticleEmpty: Component }) => ({ default: Component })));

/** One column's latest articles; the list's components load beside the request. */
async function fetchColumn(query: NewsListQuery, signal: AbortSignal) {
  const [{ fetchNewsList }] = await Promise.all([loadNewsApi(), loadArticleList(), loadArticleEmpty()]);
  return fetchNewsList(query, { signal });
}

/** GET /portal/stats/overview, with the request layer loaded on first use (src/features/portal-stats/api.ts). */
async function fetchStats() {
  const { fetchPortalStats } = await import('@/features/portal-stats/api');
  return fetchPortalStats();
}

const QUICK_ENTRIES = [
  { to: '/register', title: '机构注册', text: '园区企业、机构与高校在线注册', icon: '注' },
  { to: '/login', title: '用户登录', text: '已审核通过的账号登录平台', icon: '登' },
  { to: USER_CENTRE_PATH, title: '用户中心', text: '人才登记、奖励申报与账户管理', icon: '户' },
] as const;

function Column({ nav, painted }: { nav: number; painted: boolean }) {
  const query = { category: nav, currPage: 1, limit: HOME_COLUMN_SIZE };
  const state = useQuery({
    queryKey: ['news-list', query],
    queryFn: ({ signal }) => fetchColumn(query, signal),
    enabled: painted,
  });
  const label = talentNavLabel(nav);
  const loading = <p className="talent-muted">加载中…</p>;
  return (
    <section className="talent-panel" aria-labelledby={`talent-col-${nav}`}>
      <h2 className="talent-panel__title" id={`talent-col-${nav}`}>
        {label}
        <Link to={talentNavHref(nav)} aria-label={`${label}：更多`}>
          更多 »
        </Link>
      </h2>
      {state.status === 'pending' ? loading : null}
      {state.status === 'error' ? <p className="talent-muted">暂时无法加载，请稍后再试</p> : null}
      {state.status === 'success' ? (
        <Suspense fallback={loading}>
          {state.data.list.length === 0 ? (
            <ArticleEmpty />
          ) : (
            <ArticleList
              items={state.data.list}
              detailHref={(item: NewsItem) => `/articledetail?id=${item.id}&nav=${nav}`}
            />
          )}
        </Suspense>
      ) : null}
    </section>
  );
}

/** The real figures (GET /portal/stats/overview): approved organisations, talent filings and rewards. */
function HeroFacts({ painted }: { painted: boolean }) {
  // The server caches the figures for a few seconds, so does this query; it waits for the first paint.
  const { data: stats, isPending: pending } = useQuery({
    queryKey: ['portal-stats'],
    queryFn: fetchStats,
    staleTime: 5_000,
    enabled: painted,
  });
  const figure = (value: number | undefined) => (value === undefined ? '—' : toThousandFilter(value));
  const facts = [
    { value: stats?.organisations, unit: '家入驻单位' },
    { value: stats?.talents, unit: '名认定人才' },
    { value: stats?.rewards, unit: '项奖励获批' },
  ];
  // Day one of a new deployment: a welcome rather than three zeros (DECISIONS D14).
  if (stats && facts.every((fact) => fact.value === 0))
    return (
      <p className="talent-hero__welcome" role="status">
        平台刚刚开通，欢迎园区企业、机构与高校率先<Link to="/register">注册入驻</Link>
        ，在线办理人才登记与奖励申报。
      </p>
    );
  return (
    <ul className="talent-hero__facts" aria-label="平台数据" aria-busy={pending}>
      {facts.map((fact) => (
        <li key={fact.unit}>
          <strong>{figure(fact.value)}</strong>
          {fact.unit}
        </li>
      ))}
    </ul>
  );
}

/**
 * /talent: the public home of the talent platform (DECISIONS D7). Its first screen is the hero and the entries,
 * painted with the page's own chunk; the figures and the columns are requested once the frame says it is on screen, so a phone
 * paints it without waiting for the request layer or the answers.
 */
export default function TalentHomePage() {
  // Outside the portal's frame (no context) nothing waits.
  const painted = useOutletContext<TalentOutletContext | undefined>()?.painted ?? true;
  return (
    <div className="talent-shell talent-home">
      <section className="talent-hero">
        <div className="talent-hero__copy">
          <h1>{TALENT_PLATFORM_NAME}</h1>
          <p>人才认定、奖励申报、审核留痕全程上链，办事进度可查可溯，让每一位人才安心落户、放心创业。</p>
          <HeroFacts painted={painted} />
        </div>
        <svg className="talent-hero__art" width="280" height="180" viewBox="0 0 280 180" aria-hidden="true">
          <rect x="20" y="60" width="60" height="110" fill="rgba(255,255,255,.25)" />
          <rect x="95" y="20" width="80" height="150" fill="rgba(255,255,255,.35)" />
          <rect x="190" y="80" width="70" height="90" fill="rgba(255,255,255,.25)" />
          <g fill="#ffd666">
            <circle cx="50" cy="40" r="7" />
            <circle cx="135" cy="8" r="7" />
            <circle cx="225" cy="60" r="7" />
          </g>
          <path d="M50 40 L135 8 L225 60" stroke="#ffd666" strokeWidth="2" strokeDasharray="5 5" fill="none" />
        </svg>
      </section>

      <ul className="talent-quick">
        {QUICK_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="talent-quick__link">
              <span className="talent-quick__icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span>
                <strong>{entry.title}</strong>
                <span>{entry.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="talent-columns">
        {HOME_COLUMNS.map((nav) => (
          <Column key={nav} nav={nav} painted={painted} />
        ))}
      </div>
    </div>
  );
}
