import type { LoginPayload, LoginResult, UserInfo } from '../contracts/auth';
import { API } from '../contracts/paths';
import { getData, postData } from './request';

/** POST /login — loading overlay suppressed (SPEC §7); failures go back to the caller. */
export function loginRequest(payload: LoginPayload): Promise<LoginResult> {
  return postData<LoginResult>(API.login, payload, { silentLoading: true, silentError: true });
}

/**
 * GET /portal/user/info — the token goes in the Authorization header only, never in the URL (docs/security.md); the
 * route guard (or the public header) says what a failure means itself.
 */
export function userInfoRequest(token: string): Promise<UserInfo | undefined> {
  return getData<UserInfo | undefined>(API.userInfo, undefined, {
    silentError: true,
    sessionOptional: true,
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** POST /logout */
export function logoutRequest(): Promise<unknown> {
  return postData<unknown>(API.logout);
}
