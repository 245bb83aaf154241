import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9 / DECISIONS D7: a guarded button stays disabled 6000 ms after a click, or until its work settles if later. */
export const CLICK_GUARD_MS = 6000;

export function useClickGuard(guardMs: number = CLICK_GUARD_MS) {
  const [disabled, setDisabled] = useState(false);
  const busy = useRef(false);
  const round = useRef({ elapsed: true, settled: true });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Runs `work` unless an earlier click is still guarded; resolves undefined when ignored. */
  const run = useCallback(
    async <T>(work: () => Promise<T> | T): Promise<T | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      const current = { elapsed: false, settled: false };
      round.current = current;
      const releaseWhenBoth = () => {
        if (round.current === current && current.elapsed && current.settled) {
          busy.current = false;
          setDisabled(false);
        }
      };
      setDisabled(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        current.elapsed = true;
        releaseWhenBoth();
      }, guardMs);
      try {
        return await work();
      } finally {
        current.settled = true;
        releaseWhenBoth();
      }
    },
    [guardMs],
  );

  return { disabled, run };
}
