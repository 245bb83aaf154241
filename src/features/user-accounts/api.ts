import type { AccountCreatePayload, AccountList, AccountListQuery, AccountStatusPayload } from '@/contracts/accounts';
import type { TotpPolicy } from '@/contracts/auth';
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

/** POST /portal/admin/users/totp/reset {id} — the account's authenticator and recovery codes stop working. */
export async function resetTwoFactor(id: number): Promise<string> {
  return (await request({ method: 'POST', url: API.adminUsersTotpReset, data: { id } })).msg;
}

/** GET /portal/admin/security/totp — whether every admin and reviewer must use two-factor sign-in. */
export function fetchTotpPolicy(signal?: AbortSignal): Promise<TotpPolicy> {
  return getData<TotpPolicy>(API.adminTotpPolicy, undefined, { silentLoading: true, signal });
}

/** POST /portal/admin/security/totp {required} — audited. */
export async function setTotpPolicy(payload: TotpPolicy): Promise<string> {
  return (await request({ method: 'POST', url: API.adminTotpPolicy, data: payload })).msg;
}
