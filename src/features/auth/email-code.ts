import { AUTH_MESSAGES } from '@/contracts/auth';
import { notify } from '@/lib/notify';
import { isEmail } from '@/utils/validate';

/**
 * SPEC §5: an e-mail code is requested only for a filled, well-formed address ('请输入邮箱' / '请输入正确的邮箱'
 * toasts otherwise). Resolves true once the server accepted it, which is when a countdown may start.
 */
export async function sendEmailCode(rawEmail: string | undefined, send: (body: { email: string }) => Promise<unknown>) {
  const email = (rawEmail ?? '').trim();
  if (!email) {
    notify.error(AUTH_MESSAGES.emailRequired);
    return false;
  }
  if (!isEmail(email)) {
    notify.error(AUTH_MESSAGES.emailRule);
    return false;
  }
  await send({ email });
  notify.success('发送成功');
  return true;
}
