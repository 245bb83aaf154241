import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: every resend countdown lasts 60 s. */
export const RESEND_SECONDS = 60;

/**
 * A one-second countdown for code buttons (SPEC §4). `start()` is called by the caller only after the send
 * succeeded; `finished` tells whether one run has ended, so the button can switch to its resend label.
 */
export function useCountdown(seconds: number = RESEND_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  const [finished, setFinished] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    let left = seconds;
    setRemaining(left);
    timer.current = setInterval(() => {
      left -= 1;
      setRemaining(Math.max(left, 0));
      if (left <= 0) {
        stop();
        setFinished(true);
      }
    }, 1000);
  }, [seconds, stop]);

  return { remaining, running: remaining > 0, finished, start };
}
