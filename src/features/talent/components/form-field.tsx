import type { ReactNode } from 'react';
import { Col, Form } from 'antd';

/** A labelled antd form row whose <label> points at the control's id (so tests and screen readers find it). */
export function FormField({
  id,
  label,
  required,
  error,
  extra,
  wide,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  extra?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Col xs={24} md={wide ? 24 : 12}>
      <Form.Item
        label={<label htmlFor={id}>{label}</label>}
        required={required}
        validateStatus={error ? 'error' : undefined}
        help={error}
        extra={extra}
      >
        {children}
      </Form.Item>
    </Col>
  );
}
