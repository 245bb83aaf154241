import { useEffect, useState } from 'react';

interface Scheduler {
  yield?: () => Promise<void>;
}

/** How long a page waits for its first frame before it goes on without one. */
const PAINT_WAIT_CAP_MS = 500;

/**
 * Hands the main thread back to the browser (input, paint) before the next piece of work: the scheduler's own yield
 * where the browser has it, a new task otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * False on the first render, true once the browser has painted it: an animation frame runs just before the paint,
 * and the task after it runs once the paint is done. A page starts what it can leave for later here (a form's
 * chunks, the checks of a proof, the requests for what fills the screen), so that a phone paints the page first.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setPainted(true);
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => run();
    frame(() => void yieldToBrowser().then(done));
    // A background tab paints nothing and gets no animation frames: it waits no longer than this.
    const cap = setTimeout(done, PAINT_WAIT_CAP_MS);
    return () => {
      live = false;
      clearTimeout(cap);
    };
  }, []);
  return painted;
}
