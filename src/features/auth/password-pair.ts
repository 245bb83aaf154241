import { z } from 'zod';
import { passwordField } from '@/contracts/auth';
import { REGISTER_MESSAGES } from '@/contracts/register';

/**
 * SPEC §5 new password and its confirmation ('请输入密码', the 6-20 two-kinds rule, '请再次输入密码',
 * '两次输入密码不一致!'), for every form that sets a password: add `passwordPairFields` to the form's fields and
 * run `checkPasswordPair` in its superRefine.
 */
export const passwordPairFields = {
  password: passwordField,
  repassword: z
    .string({ error: REGISTER_MESSAGES.confirmPasswordRequired })
    .min(1, REGISTER_MESSAGES.confirmPasswordRequired),
};

export function checkPasswordPair(values: { password: string; repassword: string }, ctx: z.RefinementCtx): void {
  if (values.repassword && values.repassword !== values.password)
    ctx.addIssue({ code: 'custom', path: ['repassword'], message: REGISTER_MESSAGES.passwordMismatch });
}

/** /activate: the password of an account created by the admin, from the mailed link. */
export const activateFormSchema = z.object(passwordPairFields).superRefine(checkPasswordPair);
export type ActivateFormValues = z.input<typeof activateFormSchema>;
