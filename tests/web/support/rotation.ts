import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';

/** The marketing pages' timed tabs, under fake timers: move the clock, read the selected tab, ask for less motion. */

/** Moves the fake clock by `ms` inside act, so the rotation's state updates render. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The selected tab's text. */
export function selectedTab(): string {
  return screen.getByRole('tab', { selected: true }).textContent ?? '';
}

/** Runs `body` while the system asks for less motion (`prefers-reduced-motion: reduce`), then restores matchMedia. */
export function withReducedMotion(body: () => void): void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query === '(prefers-reduced-motion: reduce)',
  })) as typeof window.matchMedia;
  try {
    body();
  } finally {
    window.matchMedia = original;
  }
}
