import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { notify } from '@/lib/notify';

export interface LeadFormOptions<TInput extends FieldValues, TOutput> {
  schema: z.ZodType<TOutput, TInput>;
  /** The blank form every opening starts from and every close returns to. */
  empty: DefaultValues<TInput>;
  open: boolean;
  onClose: () => void;
  /** Sends the lead; resolves false when the answer is not a success. A throw has been dealt with by the caller. */
  send: (values: TOutput) => Promise<boolean>;
  /** After a failed submit, re-check on change (react-hook-form's default) or on blur. */
  reValidateMode?: 'onChange' | 'onBlur';
  /** The dialog's click guard: it starts once the input passes validation (DECISIONS D14), never before. */
  guard: { run: <T>(work: () => Promise<T>) => Promise<T | undefined> };
}

/**
 * The form side shared by the lead dialogs (SPEC §4, §5): checked on blur, blank on every opening, `close` clears
 * and closes, `submit` validates, then (guarded) sends and on success toasts '提交成功', clears and closes. A failed send keeps
 * the dialog open with the visitor's input.
 */
export function useLeadForm<TInput extends FieldValues, TOutput>({
  schema,
  empty,
  open,
  onClose,
  send,
  reValidateMode = 'onChange',
  guard,
}: LeadFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver<TInput, unknown, TOutput>(schema),
    defaultValues: empty,
    mode: 'onBlur',
    reValidateMode,
  });
  const { reset, handleSubmit } = form;

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset, empty]);

  const close = () => {
    reset(empty);
    onClose();
  };

  const submit = handleSubmit((values) =>
    guard.run(async () => {
      try {
        if (!(await send(values))) return;
      } catch {
        return; // the request layer has toasted unless the dialog asked it not to; the input stays
      }
      notify.success('提交成功');
      close();
    }),
  );

  return { form, close, submit };
}
