import { useTranslation } from 'react-i18next';
import { FilterBar, FilterInput, FilterSelect, useFilterDraft } from '@/components/list-page/filter-bar';
import type { ReviewListQuery } from '@/contracts/review';

export type RegistrationStatusFilter = NonNullable<ReviewListQuery['status']>;

export interface RegistrationFilterValues {
  status?: RegistrationStatusFilter;
  userType?: number;
  keywords?: string;
}

const STATUSES: RegistrationStatusFilter[] = ['pending', 'approved', 'rejected'];
const USER_TYPES = [1, 2, 3];

/** Status, registration type and a keyword over organisation, account and phone. */
export function RegistrationFilters({
  value,
  onSearch,
}: {
  value: RegistrationFilterValues;
  onSearch: (next: RegistrationFilterValues) => void;
}) {
  const { t } = useTranslation();
  const filters = useFilterDraft<RegistrationFilterValues>(value, onSearch);
  const { draft, update } = filters;

  return (
    <FilterBar filters={filters}>
      <FilterSelect
        id="review-filter-status"
        label={t('management.review.status')}
        width={140}
        value={draft.status}
        options={STATUSES.map((status) => ({ value: status, label: t(`management.review.statuses.${status}`) }))}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        id="review-filter-type"
        label={t('management.review.userType')}
        width={140}
        value={draft.userType}
        options={USER_TYPES.map((type) => ({ value: type, label: t(`management.review.userTypes.${type}`) }))}
        onChange={(userType) => update({ userType })}
      />
      <FilterInput
        id="review-filter-keywords"
        label={t('management.review.keywords')}
        width={220}
        maxLength={50}
        placeholder={t('management.review.keywordsPlaceholder')}
        value={draft.keywords}
        onChange={(keywords) => update({ keywords })}
        onSearch={filters.search}
      />
    </FilterBar>
  );
}
