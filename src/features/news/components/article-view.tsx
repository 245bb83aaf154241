import { formatShanghai } from '@/utils/shanghai-date';
import { ArticleContent } from './article-content';
import './article-view.css';

export interface ArticleViewData {
  title: string;
  source: string;
  /** 'YYYY-MM-DD HH:mm…' or ISO; null: not published yet (the editor's preview). */
  publishedAt: string | null;
  /** The cover picture's address, '' without one. */
  coverUrl: string;
  html: string;
  attachments: { name: string; url: string }[];
}

/** 'YYYY-MM-DD HH:mm' of the public time format or of an ISO time, in Beijing time like the rest of the portal. */
function minuteOf(time: string): string {
  if (!time.includes('T')) return time.slice(0, 16);
  return formatShanghai(time).slice(0, 16);
}

/**
 * One talent-portal article as visitors see it (/articledetail) and as its editor previews it: title, source and
 * time, cover, the sanitised body, and the attachments to download.
 */
export function ArticleView({ article }: { article: ArticleViewData }) {
  const time = article.publishedAt ? minuteOf(article.publishedAt) : null;
  return (
    <>
      <h1 className="talent-article__title">{article.title}</h1>
      <p className="talent-article__meta">
        <span>来源：{article.source}</span>
        {time ? <time dateTime={time.slice(0, 10)}>发布时间：{time}</time> : <span>发布时间：发布后显示</span>}
      </p>
      {article.coverUrl ? (
        <img className="article-view__cover" src={article.coverUrl} alt={`${article.title}封面`} />
      ) : null}
      <ArticleContent html={article.html} />
      {article.attachments.length > 0 ? (
        <section className="article-view__files" aria-labelledby="article-files-title">
          <h2 id="article-files-title">附件</h2>
          <ul>
            {article.attachments.map((file) => (
              <li key={file.url}>
                <a href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
