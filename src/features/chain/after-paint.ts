import { useEffect, useState } from 'react';
import { webDigest, type Digest } from '@/utils/ledger-hash';

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Hands the main thread back to the browser (input, paint) before the next piece of a check: the scheduler's own
 * yield where the browser has it, a new task otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Web Crypto's SHA-256, one hash per slice: a long proof never holds the main thread between two frames. */
export const slicedDigest: Digest = async (bytes) => {
  await yieldToBrowser();
  return webDigest(bytes);
};

/**
 * False until the page has painted what the server answered: the checks in the browser start after that, so a
 * phone that opens a QR code sees the block or the transaction first.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (run: () => void) => run();
    frame(() => void yieldToBrowser().then(() => live && setPainted(true)));
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
