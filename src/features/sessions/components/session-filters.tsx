import { ROLES, type Role } from '@/contracts/access';
import { ListFilters, type FilterField } from '@/components/list-page/list-filters';

export interface SessionFilterValues {
  role?: Role;
  autoLogin?: 'true' | 'false';
  keywords?: string;
}

const FIELDS: FilterField<SessionFilterValues>[] = [
  { select: 'role', values: ROLES, options: (role) => `management.accounts.roles.${role}`, width: 160 },
  {
    select: 'autoLogin',
    idSuffix: 'auto-login',
    values: ['true', 'false'],
    options: (value) => (value === 'true' ? 'management.sessions.yes' : 'management.sessions.no'),
    width: 110,
  },
  { text: 'keywords', width: 220, maxLength: 50 },
];

/** Role, auto-login and a keyword over account name, organisation and sign-in IP. */
export function SessionFilters(props: { value: SessionFilterValues; onSearch: (next: SessionFilterValues) => void }) {
  return <ListFilters id="session-filter" section="management.sessions" fields={FIELDS} {...props} />;
}
