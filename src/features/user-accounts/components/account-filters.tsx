import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES, type AccountStatus } from '@/contracts/auth';
import { ROLES, type Role } from '@/contracts/access';
import { FilterBar, FilterInput, FilterSelect, useFilterDraft } from '@/components/list-page/filter-bar';

export interface AccountFilterValues {
  role?: Role;
  status?: AccountStatus;
  keywords?: string;
}

/** Role, status and a keyword over account name, organisation, e-mail and phone. */
export function AccountFilters({
  value,
  onSearch,
}: {
  value: AccountFilterValues;
  onSearch: (next: AccountFilterValues) => void;
}) {
  const { t } = useTranslation();
  const filters = useFilterDraft<AccountFilterValues>(value, onSearch);
  const { draft, update } = filters;
  return (
    <FilterBar filters={filters}>
      <FilterSelect
        id="account-filter-role"
        label={t('management.accounts.role')}
        width={160}
        value={draft.role}
        options={ROLES.map((role) => ({ value: role, label: t(`management.accounts.roles.${role}`) }))}
        onChange={(role) => update({ role })}
      />
      <FilterSelect
        id="account-filter-status"
        label={t('management.accounts.status')}
        width={120}
        value={draft.status}
        options={ACCOUNT_STATUSES.map((status) => ({
          value: status,
          label: t(`management.accounts.statuses.${status}`),
        }))}
        onChange={(status) => update({ status })}
      />
      <FilterInput
        id="account-filter-keywords"
        label={t('management.accounts.keywords')}
        width={220}
        maxLength={50}
        placeholder={t('management.accounts.keywordsPlaceholder')}
        value={draft.keywords}
        onChange={(keywords) => update({ keywords })}
        onSearch={filters.search}
      />
    </FilterBar>
  );
}
