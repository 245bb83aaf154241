import type { AccountCreatePayload, AccountList, AccountListQuery, AccountStatusPayload } from '@/contracts/accounts';
import { API } from '@/contracts/paths';
import { getData, request } from '@/lib/request';

/** GET /portal/admin/users/list — every account (admin, reviewers, organisations) with filters and paging. */
export function fetchAccounts(query: AccountListQuery, signal?: AbortSignal): Promise<AccountList> {
  return getData<AccountList>(API.adminUsersList, query, { silentLoading: true, signal });
}

/** POST /portal/admin/users/create — a reviewer or admin without a password; the server mails the set-password link. */
export async function createAccount(payload: AccountCreatePayload): Promise<string> {
  return (await request({ method: 'POST', url: API.adminUsersCreate, data: payload })).msg;
}

/** POST /portal/admin/users/status {id, status} — disabling ends the account's sessions at once. */
export async function setAccountStatus(payload: AccountStatusPayload): Promise<string> {
  return (await request({ method: 'POST', url: API.adminUsersStatus, data: payload })).msg;
}

/** POST /portal/admin/users/reset {id} — mails a new set-password link; older unused links stop working. */
export async function sendSetPasswordLink(id: number): Promise<string> {
  return (await request({ method: 'POST', url: API.adminUsersReset, data: { id } })).msg;
}
