import { Link } from 'react-router-dom';
import type { NewsItem } from '@/contracts/news';
import './article-list.css';

/** A list of articles: title linking to its detail, date, and optionally the summary. */
export function ArticleList({
  items,
  detailHref,
  showSummary = false,
}: {
  items: NewsItem[];
  detailHref: (item: NewsItem) => string;
  showSummary?: boolean;
}) {
  return (
    <ul className={`article-list${showSummary ? ' article-list--summary' : ''}`}>
      {items.map((item) => (
        <li key={item.id} className="article-list__item">
          <Link to={detailHref(item)} className="article-list__title">
            {item.title}
          </Link>
          <time className="article-list__date" dateTime={item.publishedAt.slice(0, 10)}>
            {item.publishedAt.slice(0, 10)}
          </time>
          {showSummary ? (
            <p className="article-list__summary">
              {item.cover ? <img className="article-list__cover" src={item.cover} alt="" loading="lazy" /> : null}
              {item.summary}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
