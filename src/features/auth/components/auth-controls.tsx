import {
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { useFieldBinding, type FieldInput } from '@/components/use-field-binding';
import { useResendCountdown } from '@/components/use-resend-countdown';
import { CAPS_LOCK_MESSAGE, usePasswordVisibility } from '../use-password-visibility';
import './auth-controls.css';

/*
 * The sign-in pages' form controls: plain elements drawn in antd's look by auth-controls.css. The sign-in forms are
 * every organisation's first screen on a phone, and antd's components with their stylesheet cost that phone more
 * main-thread time than the whole rest of the page (docs/benchmarks.md, "Page loading").
 */

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'size' | 'prefix' | 'required'
>;

export interface AuthFieldProps<T extends FieldValues, N extends FieldPath<T>, Out = T> extends NativeInputProps {
  control: Control<T, unknown, Out>;
  name: N;
  /** Visible label; omit it for a compact form whose controls carry their own aria-label (login). */
  label?: ReactNode;
  id?: string;
  required?: boolean;
  /** Help under the control (a rule, a hint). */
  extra?: ReactNode;
  size?: AuthInputSize;
  prefix?: ReactNode;
  className?: string;
  /** A control other than a text input; the remaining props go to the text input otherwise. */
  render?: (input: FieldInput<T, N>, error: string | undefined) => ReactElement;
}

/** One form row bound to react-hook-form: label, control, and the field's SPEC message under it in the error colour. */
export function AuthField<T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  id,
  required,
  extra,
  className,
  render,
  ...inputProps
}: AuthFieldProps<T, N, Out>) {
  const { input, error, errorId } = useFieldBinding({ control, name, id });
  const classes = ['auth-field', error ? 'auth-field--error' : '', className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {label !== undefined && (
        <div className="auth-field__label">
          <label htmlFor={id} className={required ? 'auth-field__required' : undefined}>
            {label}
          </label>
        </div>
      )}
      {render ? (
        render(input, error)
      ) : (
        <AuthInput
          {...inputProps}
          {...input}
          value={(input.value as string | undefined) ?? ''}
          invalid={Boolean(error)}
        />
      )}
      {error && (
        <div className="auth-field__explain">
          <span id={errorId}>{error}</span>
        </div>
      )}
      {extra && <div className="auth-field__extra">{extra}</div>}
    </div>
  );
}

export type AuthInputSize = 'large' | 'middle';

export interface AuthInputProps extends NativeInputProps {
  id?: string;
  name?: string;
  value?: string;
  size?: AuthInputSize;
  prefix?: ReactNode;
  suffix?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  onBlur?: InputHTMLAttributes<HTMLInputElement>['onBlur'];
}

/** A text box with an optional icon before it and a control after it, as antd's affix input draws one. */
export function AuthInput({ size = 'middle', prefix, suffix, invalid = false, ref, ...props }: AuthInputProps) {
  // A field's error reaches a custom control through aria-invalid (AuthField's render).
  const error = invalid || props['aria-invalid'] === true;
  const classes = ['auth-input', size === 'large' ? 'auth-input--lg' : '', error ? 'auth-input--error' : ''];
  // A click on the box's padding or icon puts the caret in the box, as on antd's input.
  const focusInput = (event: MouseEvent<HTMLSpanElement>) => {
    const box = event.currentTarget.querySelector('input');
    if (box && event.target !== box && !(event.target as Element).closest('button')) {
      event.preventDefault();
      box.focus();
    }
  };
  return (
    <span className={classes.filter(Boolean).join(' ')} onMouseDown={focusInput}>
      {prefix && <span className="auth-input__prefix">{prefix}</span>}
      <input type="text" {...props} ref={ref} className="auth-input__box" />
      {suffix && <span className="auth-input__suffix">{suffix}</span>}
    </span>
  );
}

interface AuthPasswordProps extends Omit<AuthInputProps, 'onChange' | 'type' | 'suffix'> {
  ariaLabel?: string;
  withIcon?: boolean;
  onChange?: (value: string) => void;
  onBlur?: () => void;
}

/** Password box with the show/hide switch and the caps-lock warning SPEC §2 asks for on the login password. */
export function AuthPassword({ onChange, onBlur, ariaLabel, withIcon = false, ...props }: AuthPasswordProps) {
  const { visible, toggle, capsLock, tipId, keyHandlers, clearCapsLock } = usePasswordVisibility(props.id);
  const describedBy = [props['aria-describedby'], capsLock ? tipId : undefined].filter(Boolean).join(' ');
  return (
    <>
      <AuthInput
        {...props}
        type={visible ? 'text' : 'password'}
        aria-label={ariaLabel}
        aria-describedby={describedBy || undefined}
        prefix={withIcon ? <LockOutlined aria-hidden /> : undefined}
        suffix={
          <button
            type="button"
            className="auth-input__eye"
            aria-pressed={visible}
            aria-label={visible ? '隐藏' : '显示'}
            disabled={props.disabled}
            onClick={toggle}
          >
            {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          </button>
        }
        onChange={(event) => onChange?.(event.target.value)}
        {...keyHandlers}
        onBlur={() => {
          clearCapsLock();
          onBlur?.();
        }}
      />
      {capsLock && (
        <div id={tipId} className="caps-lock-tip" role="status">
          {CAPS_LOCK_MESSAGE}
        </div>
      )}
    </>
  );
}

/** antd puts a space between two Chinese characters of a button's label (登 录); the sign-in buttons keep its look. */
const TWO_CHINESE_CHARACTERS = /^[\u4e00-\u9fa5]{2}$/;

export interface AuthButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  htmlType?: 'button' | 'submit';
  primary?: boolean;
  block?: boolean;
  large?: boolean;
  loading?: boolean;
}

/** A button in antd's look: default or primary, its spinner while loading (disabled then, as antd's). */
export function AuthButton({
  htmlType = 'button',
  primary = false,
  block = false,
  large = false,
  loading = false,
  className,
  children,
  disabled,
  ...props
}: AuthButtonProps) {
  const label =
    typeof children === 'string' && TWO_CHINESE_CHARACTERS.test(children) ? children.split('').join(' ') : children;
  const classes = [
    'plain-button auth-button',
    primary ? 'auth-button--primary' : '',
    block ? 'auth-button--block' : '',
    large ? 'auth-button--lg' : '',
    loading ? 'auth-button--loading' : '',
    className,
  ];
  return (
    <button
      {...props}
      type={htmlType}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A loading button ignores clicks and does not submit its form again, as antd's.
      onClick={(event) => {
        if (loading) event.preventDefault();
        else props.onClick?.(event);
      }}
    >
      {loading && (
        <span className="auth-button__spinner">
          <LoadingOutlined className="spin" aria-hidden />
        </span>
      )}
      <span>{label}</span>
    </button>
  );
}

interface AuthCountdownButtonProps {
  /** Sends the code; resolve true only when the server answered code 0, which starts the countdown. */
  onSend: () => Promise<boolean>;
  /** Label once a countdown has ended: '重新发送验证码' (SMS, register e-mail) or '重新获取' (reset). */
  resendText?: string;
  large?: boolean;
}

/** A get-code button: disabled while sending and during the countdown, labelled '{n}s后重新发送' (SPEC §4). */
export function AuthCountdownButton({
  onSend,
  resendText = '重新发送验证码',
  large = false,
}: AuthCountdownButtonProps) {
  const { label, busy, onClick } = useResendCountdown(onSend, { resendText });
  return (
    <AuthButton large={large} disabled={busy} onClick={() => void onClick()}>
      {label}
    </AuthButton>
  );
}

export interface AuthSelectOption {
  value: string;
  label: string;
}

interface AuthSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'onBlur' | 'size' | 'placeholder'
> {
  id?: string;
  name?: string;
  /** The chosen option's value; '' while nothing is chosen. */
  value?: string;
  options: AuthSelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The one line of an empty list (a dictionary that has not answered). */
  emptyText?: string;
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
  onChange?: (value: string) => void;
  onBlur?: () => void;
}

/**
 * A native select in antd's look: the phone's own picker on a phone, the browser's keyboard everywhere (the arrows
 * choose, Alt+Down opens the list), and no list to draw, measure or position.
 */
export function AuthSelect({
  value = '',
  options,
  placeholder = '请选择',
  emptyText = '暂无数据',
  invalid = false,
  ref,
  onChange,
  onBlur,
  ...props
}: AuthSelectProps) {
  const error = invalid || props['aria-invalid'] === true;
  const classes = ['auth-select', error ? 'auth-select--error' : '', value === '' ? 'auth-select--empty' : ''];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <select
        {...props}
        ref={ref}
        value={value}
        className="auth-select__box"
        onChange={(event) => onChange?.(event.target.value)}
        onBlur={() => onBlur?.()}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.length === 0 ? (
          <option value="" disabled>
            {emptyText}
          </option>
        ) : (
          options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))
        )}
      </select>
    </span>
  );
}

/**
 * Radio buttons in antd's solid button style: real radio inputs in one group, so Tab reaches the chosen one and the
 * arrows choose the others, as on antd's.
 */
export function AuthRadioButtons<V extends string | number>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  /** The group's name for a screen reader. */
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="auth-radio-buttons">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className="auth-radio-button">
            <input
              type="radio"
              className="auth-radio-button__input"
              name={name}
              value={String(option.value)}
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            <span className="auth-radio-button__label">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}

/** A checkbox with its label, in antd's look. */
export function AuthCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={`auth-checkbox${checked ? ' auth-checkbox--checked' : ''}`}>
      <span className="auth-checkbox__box">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      </span>
      <span className="auth-checkbox__label">{children}</span>
    </label>
  );
}

export interface AuthTab<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs in antd's look and with its keyboard: the active tab is the one Tab stop; the left and right arrows, Home
 * and End move the focus along the tabs, and Enter or Space shows the focused one.
 */
export function AuthTabs<K extends string>({
  items,
  activeKey,
  onChange,
  className,
}: {
  items: AuthTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
}) {
  const baseId = useId();
  const focusTab = (key: K) => document.getElementById(`${baseId}-tab-${key}`)?.focus();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, key: K) => {
    const index = items.findIndex((item) => item.key === key);
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowLeft':
        focusTab(items[index === 0 ? last : index - 1]!.key);
        break;
      case 'ArrowRight':
        focusTab(items[index === last ? 0 : index + 1]!.key);
        break;
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        break;
      case 'Home':
        event.preventDefault();
        focusTab(items[0]!.key);
        break;
      case 'End':
        event.preventDefault();
        focusTab(items[last]!.key);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        onChange(key);
        break;
      default:
    }
  };
  return (
    <div className={`auth-tabs${className ? ` ${className}` : ''}`}>
      <div role="tablist" aria-orientation="horizontal" className="auth-tabs__nav">
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <div
              key={item.key}
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={`auth-tabs__tab${active ? ' auth-tabs__tab--active' : ''}`}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, item.key)}
            >
              {item.label}
            </div>
          );
        })}
      </div>
    </div>
  );
}
