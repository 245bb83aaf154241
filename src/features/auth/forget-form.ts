import { z } from 'zod';
import { codeField, emailField } from '@/contracts/auth';
import { checkPasswordPair, passwordPairFields } from './password-pair';

/** SPEC §5 password reset: e-mail ('请输入邮箱', '请输入正确的邮箱'), code, new password and its confirmation. */
export const forgetFormSchema = z
  .object({ email: emailField, code: codeField, ...passwordPairFields })
  .superRefine(checkPasswordPair);
export type ForgetFormValues = z.input<typeof forgetFormSchema>;
export type ForgetFormOutput = z.output<typeof forgetFormSchema>;

export const emptyForgetForm = (): ForgetFormValues => ({ email: '', code: '', password: '', repassword: '' });
