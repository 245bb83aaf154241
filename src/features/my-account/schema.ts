import { z } from 'zod';
import { isValidPassword } from '@/utils/validate';

export interface ChangePasswordMessages {
  oldRequired: string;
  passwordRequired: string;
  passwordRule: string;
  confirmRequired: string;
  confirmMismatch: string;
}

/**
 * The change-password form: the contract's rules (changePasswordSchema, SPEC §5 password rule) plus the confirm
 * field, with messages in the shell's language (in Chinese they are SPEC's exact strings).
 */
export function changePasswordFormSchema(messages: ChangePasswordMessages) {
  return z
    .object({
      oldPassword: z.string().min(1, messages.oldRequired).max(20, messages.oldRequired),
      password: z.string().min(1, messages.passwordRequired).refine(isValidPassword, messages.passwordRule),
      confirmPassword: z.string().min(1, messages.confirmRequired),
    })
    .refine((values) => values.password === values.confirmPassword, {
      message: messages.confirmMismatch,
      path: ['confirmPassword'],
    });
}

export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
