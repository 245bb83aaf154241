import { vi } from 'vitest';

/**
 * Animation frames as the next task, each reported to `onFrame` before the page's own callback runs: what a page
 * shows at its first frame is what the browser paints first. Undone by vi.unstubAllGlobals().
 */
export function frameAsNextTask(onFrame: () => void): void {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => {
      onFrame();
      callback(performance.now());
    }, 0),
  );
}
