import { useTranslation } from 'react-i18next';
import { ARTICLE_STATUSES, type ArticleStatus } from '@/contracts/content';
import { ARTICLE_CATEGORIES } from '@/contracts/talent-nav';
import { FilterBar, FilterInput, FilterSelect, useFilterDraft } from '@/components/list-page/filter-bar';

export interface ArticleFilterValues {
  category?: number;
  status?: ArticleStatus;
  keywords?: string;
}

/** Category (the talent portal's columns 2-7), status and a keyword over title and summary. */
export function ArticleFilters({
  value,
  onSearch,
}: {
  value: ArticleFilterValues;
  onSearch: (next: ArticleFilterValues) => void;
}) {
  const { t } = useTranslation();
  const filters = useFilterDraft<ArticleFilterValues>(value, onSearch);
  const { draft, update } = filters;
  return (
    <FilterBar filters={filters}>
      <FilterSelect
        id="article-filter-category"
        label={t('management.content.category')}
        width={140}
        value={draft.category}
        options={ARTICLE_CATEGORIES.map((category) => ({
          value: category,
          label: t(`management.content.categories.${category}`),
        }))}
        onChange={(category) => update({ category })}
      />
      <FilterSelect
        id="article-filter-status"
        label={t('management.content.status')}
        width={120}
        value={draft.status}
        options={ARTICLE_STATUSES.map((status) => ({
          value: status,
          label: t(`management.content.statuses.${status}`),
        }))}
        onChange={(status) => update({ status })}
      />
      <FilterInput
        id="article-filter-keywords"
        label={t('management.content.keywords')}
        width={220}
        maxLength={50}
        placeholder={t('management.content.keywordsPlaceholder')}
        value={draft.keywords}
        onChange={(keywords) => update({ keywords })}
        onSearch={filters.search}
      />
    </FilterBar>
  );
}
