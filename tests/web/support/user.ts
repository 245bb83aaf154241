import { userEvent, PointerEventsCheckLevel, type Options, type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * The one way web tests make a user. user-event checks `pointer-events` (a `getComputedStyle` on every ancestor)
 * before each pointer action; antd's injected styles make that the costliest step of a click in jsdom. Checking
 * each element once keeps the guard against clicking through an overlay at a fraction of the cost.
 */
export function setupUser(options: Options = {}): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.EachTarget, ...options });
}

/** A user whose pauses advance vitest's fake timers (for the SPEC countdowns and rotations). */
export function setupUserWithFakeTimers(options: Options = {}): UserEvent {
  return setupUser({ advanceTimers: vi.advanceTimersByTime, ...options });
}
