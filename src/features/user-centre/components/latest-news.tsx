import { useHref } from 'react-router-dom';
import { Empty } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@/contracts/news';

/** SPEC §9: the user centre shows the first three news items. */
export const LATEST_NEWS_COUNT = 3;

const NEWS_NAV = 5;

/** The article detail of the talent portal (DECISIONS D7), nav 5 = news. */
export function articleDetailPath(id: number): string {
  return `/articledetail?id=${id}&nav=${NEWS_NAV}`;
}

function NewsLink({ item }: { item: NewsItem }) {
  const { t } = useTranslation();
  const href = useHref(articleDetailPath(item.id));
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="uc-news__link">
      <span className="uc-news__title">{item.title}</span>
      <span className="visually-hidden"> ({t('userCentre.newsOpensInNewTab')})</span>
      <time className="uc-news__date" dateTime={item.publishedAt.replace(' ', 'T')}>
        {item.publishedAt.slice(0, 10)}
      </time>
      <RightOutlined className="uc-news__arrow" aria-hidden="true" />
    </a>
  );
}

/** The talent portal's news column (DECISIONS D7 nav 5), in a new tab like the items. */
export function MoreNewsLink() {
  const { t } = useTranslation();
  const href = useHref(`/articlelist?nav=${NEWS_NAV}`);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('userCentre.newsMoreLabel')}>
      {t('userCentre.newsMore')}
    </a>
  );
}

/** Latest news; each opens the article detail in a new tab. */
export function LatestNews({ items }: { items: readonly NewsItem[] }) {
  const { t } = useTranslation();
  const shown = items.slice(0, LATEST_NEWS_COUNT);
  if (shown.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userCentre.newsEmpty')} />;
  return (
    <ul className="uc-news">
      {shown.map((item) => (
        <li key={item.id}>
          <NewsLink item={item} />
        </li>
      ))}
    </ul>
  );
}
