import type {
  ChangePasswordPayload,
  TotpEnablePayload,
  TotpEnableResult,
  TotpSetup,
  TotpStatus,
  UserData,
} from '@/contracts/auth';
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

/** GET /portal/user/totp — whether two-factor sign-in is on, required, and how many recovery codes are left. */
export function fetchTotpStatus(signal?: AbortSignal): Promise<TotpStatus> {
  return getData<TotpStatus>(API.totpStatus, undefined, { silentLoading: true, signal });
}

/** POST /portal/user/totp/setup — a new secret to scan; not in force until confirmed. */
export async function startTotpSetup(): Promise<TotpSetup> {
  const body = await request<TotpSetup>({ method: 'POST', url: API.totpSetup });
  return body.data!;
}

/** POST /portal/user/totp/enable {code} — resolves with the ten recovery codes (shown once). */
export async function enableTotp(payload: TotpEnablePayload): Promise<TotpEnableResult> {
  const body = await request<TotpEnableResult>({ method: 'POST', url: API.totpEnable, data: payload });
  return body.data!;
}
