import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@/contracts/access';
import { FilterBar, FilterInput, FilterSelect, useFilterDraft } from '@/components/list-page/filter-bar';

export interface SessionFilterValues {
  role?: Role;
  autoLogin?: 'true' | 'false';
  keywords?: string;
}

/** Role, auto-login and a keyword over account name, organisation and sign-in IP. */
export function SessionFilters({
  value,
  onSearch,
}: {
  value: SessionFilterValues;
  onSearch: (next: SessionFilterValues) => void;
}) {
  const { t } = useTranslation();
  const filters = useFilterDraft<SessionFilterValues>(value, onSearch);
  const { draft, update } = filters;
  return (
    <FilterBar filters={filters}>
      <FilterSelect
        id="session-filter-role"
        label={t('management.sessions.role')}
        width={160}
        value={draft.role}
        options={ROLES.map((role) => ({ value: role, label: t(`management.accounts.roles.${role}`) }))}
        onChange={(role) => update({ role })}
      />
      <FilterSelect
        id="session-filter-auto-login"
        label={t('management.sessions.autoLogin')}
        width={110}
        value={draft.autoLogin}
        options={[
          { value: 'true' as const, label: t('management.sessions.yes') },
          { value: 'false' as const, label: t('management.sessions.no') },
        ]}
        onChange={(autoLogin) => update({ autoLogin })}
      />
      <FilterInput
        id="session-filter-keywords"
        label={t('management.sessions.keywords')}
        width={220}
        maxLength={50}
        placeholder={t('management.sessions.keywordsPlaceholder')}
        value={draft.keywords}
        onChange={(keywords) => update({ keywords })}
        onSearch={filters.search}
      />
    </FilterBar>
  );
}
