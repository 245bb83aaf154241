import { useState } from 'react';
import { RESEND_SECONDS, useCountdown } from '@/lib/use-countdown';

export interface ResendCountdownOptions {
  /** Label once a countdown has ended: '重新发送验证码' (SMS, register e-mail) or '重新获取' (reset). */
  resendText?: string;
  initialText?: string;
  seconds?: number;
}

/**
 * What a get-code button shows and does (SPEC §4): busy while sending and during the countdown, labelled
 * '{n}s后重新发送'. `onSend` resolves true only when the server answered code 0, which starts the countdown.
 */
export function useResendCountdown(
  onSend: () => Promise<boolean>,
  { resendText = '重新发送验证码', initialText = '获取验证码', seconds = RESEND_SECONDS }: ResendCountdownOptions = {},
) {
  const { remaining, running, finished, start } = useCountdown(seconds);
  const [sending, setSending] = useState(false);

  const onClick = async () => {
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
  return { label, busy: running || sending, onClick };
}
