import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { RESEND_SECONDS, useCountdown } from '@/lib/use-countdown';

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
  seconds = RESEND_SECONDS,
  disabled,
  ...buttonProps
}: CountdownButtonProps) {
  const { remaining, running, finished, start } = useCountdown(seconds);
  const [sending, setSending] = useState(false);

  const handleClick = async () => {
    if (running || sending) return;
    setSending(true);
    try {
      if (await onSend()) start();
    } catch {
      // The request layer has already shown the error; the countdown does not start.
    } finally {
      setSending(false);
    }
  };

  const label = running ? `${remaining}s后重新发送` : finished ? resendText : initialText;
  return (
    <Button {...buttonProps} disabled={disabled || running || sending} onClick={handleClick}>
      {label}
    </Button>
  );
}
