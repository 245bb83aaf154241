import { Suspense, useEffect, useState, type ReactNode } from 'react';

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
 * and the task after it runs once the paint is done. Here rather than in src/lib: a module the talent portal
 * imported too would be a chunk of its own, one more request before each page's first paint (the portal's frame has
 * its own copy).
 */
function useAfterFirstPaint(): boolean {
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

/**
 * The lazy part of a sign-in card (its form): the placeholder is painted with the card, and the form's chunks are
 * only requested after that paint, so the card a phone shows first waits for none of them.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}
