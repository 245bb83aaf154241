import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchNewsDetail } from '@/features/news/api';
import { ArticleContent } from '@/features/news/components/article-content';
import { isArticleCategory, parseNav, TALENT_HOME_PATH, talentNavLabel } from '@/layouts/talent/talent-nav';
import { setPageTitle } from '@/lib/page-title';
import { TalentEmpty } from './talent-empty';
import { useAsync } from './use-async';
import './talent-pages.css';

function Detail({ id, nav }: { id: number; nav: number }) {
  const state = useAsync(() => fetchNewsDetail(id, { silentError: true }), String(id));
  const article = state.status === 'ok' ? state.data : undefined;
  // The column comes from the link; fall back to the article's own category.
  const column = isArticleCategory(nav) ? nav : article?.category;
  const label = column ? talentNavLabel(column) : undefined;

  useEffect(() => {
    if (article) setPageTitle(article.title);
  }, [article]);

  if (state.status === 'error') return <TalentEmpty title="文章不存在" text="该文章可能已被删除或链接有误。" />;
  return (
    <div className="talent-shell">
      <p className="talent-crumbs">
        当前位置：<Link to={TALENT_HOME_PATH}>首页</Link>
        {label && column ? (
          <>
            {' '}
            &gt; <Link to={`/articlelist?nav=${column}`}>{label}</Link>
          </>
        ) : null}{' '}
        &gt; <span>正文</span>
      </p>
      <article className="talent-panel talent-article">
        {article ? (
          <>
            <h1 className="talent-article__title">{article.title}</h1>
            <p className="talent-article__meta">
              <span>来源：{article.source}</span>
              <time dateTime={article.publishedAt.slice(0, 10)}>发布时间：{article.publishedAt.slice(0, 16)}</time>
            </p>
            <ArticleContent html={article.content} />
            {column ? (
              <p className="talent-article__back">
                <Link to={`/articlelist?nav=${column}`}>« 返回{label}</Link>
              </p>
            ) : null}
          </>
        ) : (
          <p className="talent-muted">加载中…</p>
        )}
      </article>
    </div>
  );
}

/** /articledetail?id=&nav=N (DECISIONS D7): one article, its body sanitised, nav N highlighted by the layout. */
export default function ArticleDetailPage() {
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : 0;
  const nav = parseNav(params.get('nav'));
  if (id <= 0) return <TalentEmpty title="文章不存在" text="缺少文章编号或编号有误，请从文章列表重新进入。" />;
  return <Detail key={id} id={id} nav={nav} />;
}
