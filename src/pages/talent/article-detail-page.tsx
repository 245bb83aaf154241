import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { fetchNewsDetail } from '@/features/news/api';
import { ArticleView } from '@/features/news/components/article-view';
import { TALENT_HOME_PATH } from '@/contracts/app-paths';
import { isArticleCategory, parseNav, talentNavLabel } from '@/layouts/talent/talent-nav';
import { setPageTitle } from '@/lib/page-title';
import { ApiError } from '@/lib/request-errors';
import { TalentEmpty } from './talent-empty';
import './talent-pages.css';

function Detail({ id, nav }: { id: number; nav: number }) {
  const state = useQuery({
    queryKey: ['news-detail', id],
    queryFn: ({ signal }) => fetchNewsDetail(id, { silentError: true, signal }),
  });
  const article = state.status === 'success' ? state.data : undefined;
  // The column comes from the link; fall back to the article's own category.
  const column = isArticleCategory(nav) ? nav : article?.category;
  const label = column ? talentNavLabel(column) : undefined;

  useEffect(() => {
    if (article) setPageTitle(article.title);
  }, [article]);

  if (state.status === 'error') {
    // The call is silent: a network or server failure is said here, and is not "no such article".
    if (state.error instanceof ApiError && state.error.transport)
      return <TalentEmpty title="文章暂时无法加载" text={state.error.message} />;
    return <TalentEmpty title="文章不存在" text="该文章可能已被删除或链接有误。" />;
  }
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
            <ArticleView
              article={{
                title: article.title,
                source: article.source,
                publishedAt: article.publishedAt,
                coverUrl: article.cover ?? '',
                html: article.content,
                // Public while the article is published (D10): the bare /uploads/ path serves them.
                attachments: (article.attachments ?? []).map((file) => ({ name: file.name, url: file.filePath })),
              }}
            />
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
