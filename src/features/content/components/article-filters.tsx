import { ARTICLE_STATUSES, type ArticleStatus } from '@/contracts/content';
import { ARTICLE_CATEGORIES } from '@/contracts/talent-nav';
import { ListFilters, type FilterField } from '@/components/list-page/list-filters';

export interface ArticleFilterValues {
  category?: number;
  status?: ArticleStatus;
  keywords?: string;
}

const FIELDS: FilterField<ArticleFilterValues>[] = [
  { select: 'category', values: ARTICLE_CATEGORIES, options: 'categories', width: 140 },
  { select: 'status', values: ARTICLE_STATUSES, options: 'statuses', width: 120 },
  { text: 'keywords', width: 220, maxLength: 50 },
];

/** Category (the talent portal's columns 2-7), status and a keyword over title and summary. */
export function ArticleFilters(props: { value: ArticleFilterValues; onSearch: (next: ArticleFilterValues) => void }) {
  return <ListFilters id="article-filter" section="management.content" fields={FIELDS} {...props} />;
}
