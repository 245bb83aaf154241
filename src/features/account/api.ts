import type { ChangePasswordPayload, UserData } from '@/contracts/auth';
import { API } from '@/contracts/paths';
import { getData, request } from '@/lib/request';

/** GET /portal/user/data — the signed-in account's own record. */
export function fetchUserData(signal?: AbortSignal): Promise<UserData> {
  return getData<UserData>(API.userData, undefined, { silentLoading: true, signal });
}

/** POST /portal/user/password {oldPassword, password}; resolves with the server's message. */
export async function changePassword(payload: ChangePasswordPayload): Promise<string> {
  const body = await request<undefined>({ method: 'POST', url: API.changePassword, data: payload });
  return body.msg;
}
