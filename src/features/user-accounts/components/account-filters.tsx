import { ACCOUNT_STATUSES, type AccountStatus } from '@/contracts/auth';
import { ROLES, type Role } from '@/contracts/access';
import { ListFilters, type FilterField } from '@/components/list-page/list-filters';

export interface AccountFilterValues {
  role?: Role;
  status?: AccountStatus;
  keywords?: string;
}

const FIELDS: FilterField<AccountFilterValues>[] = [
  { select: 'role', values: ROLES, options: 'roles', width: 160 },
  { select: 'status', values: ACCOUNT_STATUSES, options: 'statuses', width: 120 },
  { text: 'keywords', width: 220, maxLength: 50 },
];

/** Role, status and a keyword over account name, organisation, e-mail and phone. */
export function AccountFilters(props: { value: AccountFilterValues; onSearch: (next: AccountFilterValues) => void }) {
  return <ListFilters id="account-filter" section="management.accounts" fields={FIELDS} {...props} />;
}
