import { useId } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/** What a control is bound with: react-hook-form's value, handlers and ref, plus the id its label points at. */
export type FieldInput<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> = ControllerRenderProps<T, N> & {
  id?: string;
  /** The id of the error under the control while there is one (WCAG 3.3.1: the message is read with the field). */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/**
 * A field bound to react-hook-form with useController: the control's props (value, handlers, ref, id and, while the
 * field has an error, `aria-describedby` naming the message and `aria-invalid`), the SPEC message and the id the
 * message must carry. FormField (antd) and the sign-in pages' AuthField (plain elements) draw their own markup around it; it is a
 * module of its own so the sign-in pages do not load antd with it.
 */
export function useFieldBinding<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  id,
}: {
  control: Control<T, unknown, Out>;
  name: N;
  id?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const fallbackId = useId();
  const errorId = `${id ?? fallbackId}-error`;
  const input: FieldInput<T, N> = {
    ...field,
    id,
    ...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {}),
  };
  return { input, error, errorId };
}
