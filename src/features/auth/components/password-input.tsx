import type { Ref } from 'react';
import { Input, type InputRef } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { CAPS_LOCK_MESSAGE, usePasswordVisibility } from '../use-password-visibility';

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

/** Password box with the show/hide switch and the caps-lock warning SPEC §2 asks for on the login password. */
export function PasswordInput({ onChange, onBlur, ariaLabel, withIcon = false, ref, ...props }: PasswordInputProps) {
  const { visible, setVisible, capsLock, tipId, keyHandlers, clearCapsLock } = usePasswordVisibility(props.id);
  return (
    <>
      <Input.Password
        {...props}
        ref={ref}
        aria-label={ariaLabel}
        aria-describedby={capsLock ? tipId : undefined}
        prefix={withIcon ? <LockOutlined aria-hidden /> : undefined}
        onChange={(event) => onChange?.(event.target.value)}
        visibilityToggle={{ visible, onVisibleChange: setVisible }}
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
