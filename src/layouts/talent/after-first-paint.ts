import { useEffect, useState } from 'react';

/** How long a page waits for its first frame before it goes on without one. */
const PAINT_WAIT_CAP_MS = 500;

/** A new task after the current one: the scheduler's own yield where the browser has it, a timer otherwise. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * False on the first render, true once the browser has painted it: an animation frame runs just before the paint,
 * and the task after it runs once the paint is done. Only the portal's layout uses it (and hands the answer to its
 * footer and, as the outlet's context, to its page): a module its pages imported too would be one more chunk before
 * their first paint. The sign-in cards have their own copy for the same reason.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setPainted(true);
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => run();
    frame(() => void nextTask().then(done));
    // A background tab paints nothing and gets no animation frames: it waits no longer than this.
    const cap = setTimeout(done, PAINT_WAIT_CAP_MS);
    return () => {
      live = false;
      clearTimeout(cap);
    };
  }, []);
  return painted;
}

/** What the portal's layout tells its page through the outlet. */
export interface TalentOutletContext {
  /** The frame and the page's first screen are on screen: requests for what fills it can start. */
  painted: boolean;
}
