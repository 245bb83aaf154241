import { create } from 'zustand';
import { LOGIN_PATH } from '../contracts/app-paths';
import type { LoginPayload, UserInfo } from '../contracts/auth';
import { forgetLogin, getToken, rememberLogin, removeToken, setToken } from '../lib/cookies';
import { navigateTo, currentAppPath } from '../lib/navigation';
import { forgetServerState } from '../lib/server-state';
import { setSessionExpiredHandler } from '../lib/request-errors';
import { loginRequest, logoutRequest, userInfoRequest } from '../lib/session-api';
import { usePermissionStore } from './permission';
import { useTagsViewStore } from './tags-view';

/** SPEC §8 messages, kept verbatim (DECISIONS D7). */
export const USER_INFO_EMPTY = 'Verification failed, please Login again.';
export const ROLES_EMPTY = 'getInfo: roles must be a non-null array!';

/**
 * SPEC §3 session state. SPEC also lists an unread `messages` count; no call provides one (SPEC §7: that call is
 * not shown), so the store does not pretend to hold it.
 */
export interface UserFields {
  token: string;
  name: string;
  avatar: string;
  introduction: string;
  roles: string[];
  userphone: string;
}

interface UserState extends UserFields {
  /** Tab 1 or tab 2 of /login; `autoLogin` keeps the token 7 days and remembers the account (never the password). */
  login: (payload: LoginPayload & { autoLogin: boolean }) => Promise<void>;
  getInfo: () => Promise<UserInfo>;
  logout: () => Promise<void>;
  resetToken: () => void;
}

const emptyUser = (): UserFields => ({
  token: getToken() ?? '',
  name: '',
  avatar: '',
  introduction: '',
  roles: [],
  userphone: '',
});

export const useUserStore = create<UserState>((set, get) => ({
  ...emptyUser(),
  login: async (payload) => {
    const body: LoginPayload =
      'username' in payload
        ? {
            username: payload.username.trim(),
            password: payload.password,
            autoLogin: payload.autoLogin,
            // The second steps the server asked for (docs/security.md): sent only when given.
            ...(payload.code ? { code: payload.code.trim() } : {}),
            ...(payload.otp ? { otp: payload.otp.trim() } : {}),
          }
        : { phone: payload.phone.trim(), code: payload.code, autoLogin: payload.autoLogin };
    const { token } = await loginRequest(body);
    setToken(token, payload.autoLogin);
    if (payload.autoLogin) {
      rememberLogin('username' in body ? { account: body.username } : { phone: body.phone });
    } else {
      forgetLogin();
    }
    set({ token, userphone: 'phone' in body ? body.phone : '' });
  },
  getInfo: async () => {
    const data = await userInfoRequest(get().token);
    if (!data) throw new Error(USER_INFO_EMPTY);
    const { roles, username, avatar, introduction } = data;
    if (!roles || roles.length === 0) throw new Error(ROLES_EMPTY);
    set({ roles, name: username, avatar, introduction });
    return data;
  },
  logout: async () => {
    await logoutRequest();
    get().resetToken();
    usePermissionStore.getState().resetRouter();
    useTagsViewStore.getState().delAllViews();
    navigateTo(LOGIN_PATH, { replace: true });
  },
  resetToken: () => {
    removeToken();
    forgetLogin();
    set({ token: '', roles: [] });
    // The server-state cache holds this account's records (its filings with ID numbers, its leads): the next
    // account to sign in on this tab must not be shown them.
    forgetServerState();
    usePermissionStore.getState().resetRouter();
  },
}));

/**
 * SPEC §8: 10004 clears the stored token and sends the user to /login (once per run of errors); a call that only
 * asked whether someone is signed in (`redirect: false`) leaves the visitor where they are.
 */
setSessionExpiredHandler((_message, { redirect }) => {
  useUserStore.getState().resetToken();
  if (!redirect) return;
  const here = currentAppPath();
  if (!here.startsWith(LOGIN_PATH)) navigateTo(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
});
