import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: training tabs rotate every second; about-us tabs and the case carousel every 10 s. */
export const TRAINING_ROTATION_MS = 1000;
export const ABOUT_ROTATION_MS = 10_000;
export const CASE_ROTATION_MS = 10_000;

export interface RotationOptions {
  /** While true the timer is stopped; when it turns false a full interval starts again. */
  paused?: boolean;
  /** Index shown first (default 0). */
  initial?: number;
}

/**
 * Cycles an active index 0 → 1 → … → count-1 → 0 every `intervalMs`.
 * `select(index)` shows that index and restarts the timer, so a click always gets a full interval.
 */
export function useRotation(count: number, intervalMs: number, { paused = false, initial = 0 }: RotationOptions = {}) {
  const [active, setActive] = useState(initial);
  // Bumped on every select so the effect below re-arms a fresh timer.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(() => setActive((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs, round]);

  const select = useCallback((index: number) => {
    setActive(index);
    setRound((value) => value + 1);
  }, []);

  return { active: count > 0 ? active % count : 0, select };
}
