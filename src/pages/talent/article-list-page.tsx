import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fetchNewsList } from '@/features/news/api';
import { ArticleEmpty } from '@/features/news/components/article-empty';
import { ArticleList } from '@/features/news/components/article-list';
import { NewsPager } from '@/features/news/components/news-pager';
import { TALENT_HOME_PATH, USER_CENTRE_PATH } from '@/contracts/app-paths';
import { NEWS_PAGE_SIZE } from '@/contracts/talent-nav';
import { isArticleCategory, parseNav, talentNavLabel } from '@/layouts/talent/talent-nav';
import { TalentEmpty } from './talent-empty';
import './talent-pages.css';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function ColumnList({ nav }: { nav: number }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const keywords = params.get('keywords')?.trim() ?? '';
  const [draft, setDraft] = useState(keywords);
  const label = talentNavLabel(nav);

  const query = { category: nav, currPage: page, limit: NEWS_PAGE_SIZE, ...(keywords ? { keywords } : {}) };
  const state = useQuery({
    queryKey: ['news-list', query],
    queryFn: ({ signal }) => fetchNewsList(query, { signal }),
  });

  const go = (next: { page?: number; keywords?: string }) => {
    const query = new URLSearchParams({ nav: String(nav) });
    const nextKeywords = next.keywords ?? keywords;
    if (nextKeywords) query.set('keywords', nextKeywords);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ keywords: draft.trim(), page: 1 });
  };

  return (
    <div className="talent-shell">
      <p className="talent-crumbs">
        当前位置：<Link to={TALENT_HOME_PATH}>首页</Link> &gt; <span>{label}</span>
      </p>
      <section className="talent-panel" aria-labelledby="talent-list-title">
        <div className="talent-list__head">
          <h1 className="talent-list__title" id="talent-list-title">
            {label}
          </h1>
          <form className="talent-search" role="search" onSubmit={search}>
            <label htmlFor="talent-search-input" className="talent-sr">
              搜索{label}
            </label>
            <input
              id="talent-search-input"
              type="search"
              value={draft}
              maxLength={50}
              placeholder="请输入标题关键词"
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit">搜索</button>
          </form>
        </div>
        {state.status === 'pending' ? <p className="talent-muted">加载中…</p> : null}
        {state.status === 'error' ? <p className="talent-muted">暂时无法加载，请稍后再试</p> : null}
        {state.status === 'success' ? (
          <>
            {state.data.list.length === 0 ? (
              <ArticleEmpty text={keywords ? `没有找到与“${keywords}”相关的文章` : undefined} />
            ) : (
              <ArticleList
                items={state.data.list}
                showSummary
                detailHref={(item) => `/articledetail?id=${item.id}&nav=${nav}`}
              />
            )}
            <NewsPager
              page={page}
              pageSize={NEWS_PAGE_SIZE}
              total={state.data.total}
              onChange={(next) => go({ page: next })}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}

/** /articlelist?nav=N (DECISIONS D7): one category's articles with search and paging (page 1, 10 a page). */
export default function ArticleListPage() {
  const [params] = useSearchParams();
  const nav = parseNav(params.get('nav'));
  if (nav === 1) return <Navigate to={TALENT_HOME_PATH} replace />;
  if (nav === 8) return <Navigate to={USER_CENTRE_PATH} replace />;
  if (!isArticleCategory(nav))
    return <TalentEmpty title="栏目不存在" text="您访问的栏目不存在或已下线，请从导航重新选择。" />;
  return <ColumnList key={nav} nav={nav} />;
}
