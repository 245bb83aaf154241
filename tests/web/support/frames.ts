import { vi } from 'vitest';

/**
 * Animation frames as the next task, each reported to `onFrame` before the page's own callback runs: what a page
 * shows at its first frame is what the browser paints first. jsdom's own frames, shared by every file of a worker,
 * can come later than a page's cap on waiting for one. Undone by vi.unstubAllGlobals().
 */
export function frameAsNextTask(onFrame: () => void): void {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => {
      onFrame();
      callback(performance.now());
    }, 0),
  );
}
