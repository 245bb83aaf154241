import type { ReactElement, ReactNode } from 'react';
import { Col, Form, Input, type InputProps } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFieldBinding, type FieldInput } from './use-field-binding';

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, Out = T> extends Omit<
  InputProps,
  'id' | 'name' | 'required' | 'value' | 'onChange' | 'onBlur' | 'render'
> {
  control: Control<T, unknown, Out>;
  name: N;
  /** Visible label; omit it for a compact form whose controls carry their own aria-label (login). */
  label?: ReactNode;
  /** The control's id, which the label names with `for`. */
  id?: string;
  required?: boolean;
  /** Help under the control (a rule, a hint). */
  extra?: ReactNode;
  /** In a grid row: half the row from md up, or all of it (the talent forms). */
  column?: 'half' | 'wide';
  /** A control other than a text input; the remaining props go to the text input otherwise. */
  render?: (input: FieldInput<T, N>, error: string | undefined) => ReactElement;
}

/**
 * The one form field: an antd form row bound to react-hook-form with useController, showing the field's SPEC
 * message under the control in antd's error state.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  id,
  required,
  extra,
  column,
  className,
  render,
  ...inputProps
}: FormFieldProps<T, N, Out>) {
  const { input, error, errorId } = useFieldBinding({ control, name, id });
  const item = (
    <Form.Item
      className={className}
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
      extra={extra}
    >
      {render ? render(input, error) : <Input {...input} {...inputProps} />}
    </Form.Item>
  );
  return column ? (
    <Col xs={24} md={column === 'wide' ? 24 : 12}>
      {item}
    </Col>
  ) : (
    item
  );
}

/** Binds an antd Select or AutoComplete: no value shows the placeholder, a cleared one is '', errors mark it red. */
export function choiceProps<T extends FieldValues, N extends FieldPath<T>>(
  field: FieldInput<T, N>,
  error: string | undefined,
) {
  return {
    id: field.id,
    ref: field.ref,
    value: field.value || undefined,
    onChange: (value: unknown) => field.onChange(value ?? ''),
    onBlur: field.onBlur,
    status: error ? ('error' as const) : undefined,
    'aria-describedby': field['aria-describedby'],
    'aria-invalid': field['aria-invalid'],
  };
}

/** Binds a PictureUpload or DocumentUpload (a list of uploaded files). */
export function filesProps<T extends FieldValues, N extends FieldPath<T>>(
  field: FieldInput<T, N>,
  error: string | undefined,
) {
  return { id: field.id, value: field.value, onChange: field.onChange, invalid: !!error };
}
