import type { ActivatePayload } from '@/contracts/accounts';
import type { EmailCodePayload, ForgetResetPayload, SignInCodePayload, SmsSendPayload } from '@/contracts/auth';
import type { Envelope } from '@/contracts/envelope';
import { API } from '@/contracts/paths';
import type { RegisterPayload } from '@/contracts/register';
import { request } from '@/lib/request';

// Login itself goes through useUserStore().login (src/stores/user.ts), which owns the token cookie.

/** POST /portal/sms/send — type 1 register, 2 login. */
export function sendSmsCode(payload: SmsSendPayload): Promise<Envelope> {
  return request({ method: 'POST', url: API.smsSend, data: payload, silentLoading: true });
}

/** POST /portal/login/code — the code a password sign-in needs as well after many failures (answer 10011). */
export function sendSignInCode(payload: SignInCodePayload): Promise<Envelope> {
  return request({ method: 'POST', url: API.loginCode, data: payload, silentLoading: true });
}

/** POST /portal/email/send — registration e-mail code. */
export function sendRegisterEmailCode(payload: EmailCodePayload): Promise<Envelope> {
  return request({ method: 'POST', url: API.emailSend, data: payload, silentLoading: true });
}

/** POST /portal/user/forget/code — password-reset e-mail code. */
export function sendForgetCode(payload: EmailCodePayload): Promise<Envelope> {
  return request({ method: 'POST', url: API.forgetCode, data: payload, silentLoading: true });
}

/** POST /portal/user/forget/reset */
export function resetPassword(payload: ForgetResetPayload): Promise<Envelope> {
  return request({ method: 'POST', url: API.forgetReset, data: payload });
}

/** POST /portal/user/register */
export function registerAccount(payload: RegisterPayload): Promise<Envelope> {
  return request({ method: 'POST', url: API.register, data: payload });
}

/** POST /portal/user/activate {token, password} — the set-password link of an account the admin created. */
export function activateAccount(payload: ActivatePayload): Promise<Envelope> {
  return request({ method: 'POST', url: API.userActivate, data: payload });
}
