import type { ReactNode } from 'react';
import { Form } from 'antd';

interface FieldItemProps {
  /** Visible label; omit for the compact login form (the input then carries an aria-label). */
  label?: ReactNode;
  htmlFor?: string;
  error?: string;
  required?: boolean;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** antd's form row for a react-hook-form field: label, red state and the exact SPEC message under it. */
export function FieldItem({ label, htmlFor, error, required, extra, className, children }: FieldItemProps) {
  return (
    <Form.Item
      className={className}
      label={label}
      htmlFor={htmlFor}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
