// First: it must run before any antd module reads the browser's motion support.
import './jsdom-compat';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { mockServer } from '@/mocks/node';
import { resetMockDb } from '@/mocks/db';
import { resetStores } from './reset-stores';

// Lazy routes load real chunks (antd included) on a shared 2-core machine, and a file's first test also waits for
// their transform: give async queries room. Set here only: a file's own configure() would outlive the file, since
// files share a worker.
configure({ asyncUtilTimeout: 20_000 });

// antd and swiper read these browser APIs that jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
HTMLElement.prototype.scrollIntoView ??= vi.fn();

/**
 * The mock server's requests in flight. A test can end with one unanswered (a page's list behind the heading it
 * waited for); answered after the worker's last file, it would reach a torn-down jsdom and fail the run ("ProgressEvent
 * is not defined"). Requests sent under fake timers are left out: a faked `delay()` may never end.
 */
const requestsInFlight = new Set<string>();
function trackRequests(): void {
  mockServer.events.on('request:start', ({ requestId }) => {
    if (!vi.isFakeTimers()) requestsInFlight.add(requestId);
  });
  mockServer.events.on('request:end', ({ requestId }) => requestsInFlight.delete(requestId));
}

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  trackRequests();
  // The transactions chart (echarts) is a lazy part of the user centre and the explorer, and takes seconds to load in
  // jsdom. Loaded here, no file ends with its import still in flight: in a worker shared by many files, an import that
  // outlives its file's environment fails, and every later file of the worker that shows the chart gets that failure.
  await import('@/features/chain/components/transactions-chart');
});
beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
  resetMockDb();
  resetStores();
});
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  mockServer.events.removeAllListeners();
  trackRequests();
  vi.useRealTimers();
});
afterAll(async () => {
  for (const deadline = Date.now() + 5_000; requestsInFlight.size > 0 && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 20));
  mockServer.events.removeAllListeners();
  mockServer.close();
});
