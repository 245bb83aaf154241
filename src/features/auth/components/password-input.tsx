import { useState, type KeyboardEvent, type Ref } from 'react';
import { Input, type InputRef } from 'antd';
import { LockOutlined } from '@ant-design/icons';

export const CAPS_LOCK_MESSAGE = '大写锁定已开启';

interface PasswordInputProps {
  id?: string;
  name?: string;
  value?: string;
  placeholder?: string;
  autoComplete?: string;
  ariaLabel?: string;
  withIcon?: boolean;
  size?: 'large' | 'middle' | 'small';
  disabled?: boolean;
  ref?: Ref<InputRef>;
  onChange?: (value: string) => void;
  onBlur?: () => void;
}

/** Password box with the caps-lock warning SPEC §2 asks for on the login password. */
export function PasswordInput({ onChange, onBlur, ariaLabel, withIcon = false, ref, ...props }: PasswordInputProps) {
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };
  const tipId = props.id ? `${props.id}-caps` : undefined;
  return (
    <>
      <Input.Password
        {...props}
        ref={ref}
        aria-label={ariaLabel}
        aria-describedby={capsLock ? tipId : undefined}
        prefix={withIcon ? <LockOutlined aria-hidden /> : undefined}
        onChange={(event) => onChange?.(event.target.value)}
        onKeyDown={readCapsLock}
        onKeyUp={readCapsLock}
        onBlur={() => {
          setCapsLock(false);
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
