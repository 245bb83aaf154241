import type { ReactElement, ReactNode } from 'react';
import { Form, Input, type InputProps } from 'antd';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/** What a field's control is bound with: react-hook-form's value, handlers and ref, plus the id its label points at. */
export type LeadFieldInput<T extends FieldValues> = ControllerRenderProps<T> & { id?: string };

export interface LeadFieldProps<T extends FieldValues> extends Omit<
  InputProps,
  'id' | 'name' | 'required' | 'value' | 'onChange' | 'onBlur'
> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** The control's id, which the label names with `for`. */
  id?: string;
  required?: boolean;
  /** A control other than a text input; the remaining props go to the text input otherwise. */
  render?: (input: LeadFieldInput<T>, error: string | undefined) => ReactElement;
}

/** One labelled field of a lead dialog, bound to react-hook-form, showing its validation message below. */
export function LeadField<T extends FieldValues>({
  control,
  name,
  label,
  id,
  required,
  render,
  ...inputProps
}: LeadFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const input: LeadFieldInput<T> = { ...field, id };
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={fieldState.error ? 'error' : undefined}
      help={error}
    >
      {render ? render(input, error) : <Input {...input} {...inputProps} />}
    </Form.Item>
  );
}
