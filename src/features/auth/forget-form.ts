import { z } from 'zod';
import { codeField, emailField, passwordField } from '@/contracts/auth';
import { REGISTER_MESSAGES } from '@/contracts/register';

/** SPEC §5 password reset: e-mail ('请输入邮箱', '请输入正确的邮箱'), code, new password and its confirmation. */
export const forgetFormSchema = z
  .object({
    email: emailField,
    code: codeField,
    password: passwordField,
    repassword: z
      .string({ error: REGISTER_MESSAGES.confirmPasswordRequired })
      .min(1, REGISTER_MESSAGES.confirmPasswordRequired),
  })
  .superRefine((values, ctx) => {
    if (values.repassword && values.repassword !== values.password)
      ctx.addIssue({ code: 'custom', path: ['repassword'], message: REGISTER_MESSAGES.passwordMismatch });
  });
export type ForgetFormValues = z.input<typeof forgetFormSchema>;
export type ForgetFormOutput = z.output<typeof forgetFormSchema>;

export const emptyForgetForm = (): ForgetFormValues => ({ email: '', code: '', password: '', repassword: '' });
