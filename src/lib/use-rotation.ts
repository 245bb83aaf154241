import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** SPEC §9: training tabs rotate every second; about-us tabs and the case carousel every 10 s. */
export const TRAINING_ROTATION_MS = 1000;
export const ABOUT_ROTATION_MS = 10_000;
export const CASE_ROTATION_MS = 10_000;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface RotationOptions {
  /** While true the timer is stopped; when it turns false a full interval starts again. */
  paused?: boolean;
  /** Index shown first (default 0). */
  initial?: number;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY).matches
    : false;
}

/** Whether the reader asked the system for less motion, followed live. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(query.matches);
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/**
 * Cycles an active index 0 → 1 → … → count-1 → 0 every `intervalMs`.
 * `select(index)` shows that index and restarts the timer, so a click always gets a full interval.
 * DECISIONS D14: spread `pauseProps` on the element that holds the tabs and their content: the rotation waits while
 * the pointer rests on it or keyboard focus is inside it, stops for good once it is touched (a phone reader
 * scrolling a table), and never runs with `prefers-reduced-motion`. Spread `tablistProps` on the tab list: only the
 * shown tab is in the Tab order, so the arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern).
 */
export function useRotation(count: number, intervalMs: number, { paused = false, initial = 0 }: RotationOptions = {}) {
  const [active, setActive] = useState(initial);
  // Bumped on every select so the effect below re-arms a fresh timer.
  const [round, setRound] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const reducedMotion = useReducedMotion();
  // A focus that follows a pointer press is a click, not a keyboard reader: the click restarts the timer instead.
  const pointerPressed = useRef(false);
  const stopped = paused || hovered || focused || touched || reducedMotion;

  useEffect(() => {
    if (stopped || count < 2) return undefined;
    const timer = setInterval(() => setActive((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [stopped, count, intervalMs, round]);

  const select = useCallback((index: number) => {
    setActive(index);
    setRound((value) => value + 1);
  }, []);

  const pauseProps = useMemo(
    () => ({
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onPointerDown: () => {
        pointerPressed.current = true;
      },
      onFocus: () => {
        if (pointerPressed.current) pointerPressed.current = false;
        else setFocused(true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
      onTouchStart: () => setTouched(true),
    }),
    [],
  );

  const tablistProps = useMemo(
    () => ({
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
        const current = tabs.findIndex((tab) => tab === document.activeElement);
        if (current < 0 || tabs.length === 0) return;
        const next =
          event.key === 'ArrowRight'
            ? (current + 1) % tabs.length
            : event.key === 'ArrowLeft'
              ? (current - 1 + tabs.length) % tabs.length
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? tabs.length - 1
                  : -1;
        if (next < 0) return;
        event.preventDefault();
        select(next);
        tabs[next]!.focus();
      },
    }),
    [select],
  );

  return { active: count > 0 ? active % count : 0, select, pauseProps, tablistProps };
}
