import { Button, type ButtonProps } from 'antd';
import { useResendCountdown } from './use-resend-countdown';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  /** Sends the code; resolve true only when the server answered code 0, which starts the countdown. */
  onSend: () => Promise<boolean>;
  /** Label once a countdown has ended: '重新发送验证码' (SMS, register e-mail) or '重新获取' (reset). */
  resendText?: string;
  initialText?: string;
  seconds?: number;
}

/** A get-code button: disabled while sending and during the countdown, labelled '{n}s后重新发送' (SPEC §4). */
export function CountdownButton({
  onSend,
  resendText = '重新发送验证码',
  initialText = '获取验证码',
  seconds,
  disabled,
  ...buttonProps
}: CountdownButtonProps) {
  const { label, busy, onClick } = useResendCountdown(onSend, { resendText, initialText, seconds });
  return (
    <Button {...buttonProps} disabled={disabled || busy} onClick={() => void onClick()}>
      {label}
    </Button>
  );
}
