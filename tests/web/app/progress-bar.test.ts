import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProgressBar } from '@/lib/progress-bar';

afterEach(() => NProgress.remove());

describe('the page-loading bar (nprogress)', () => {
  it('runs and finishes, hidden from assistive technology, without the made-up role="bar"', async () => {
    // The root guard loads and configures the bar with the first navigation.
    expect(await loadProgressBar()).toBe(NProgress);
    expect(() => NProgress.start()).not.toThrow();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(() => NProgress.set(0.5)).not.toThrow();
    expect((bar as HTMLElement).style.transform).toMatch(/translate/);
    expect(() => NProgress.done()).not.toThrow();
  });
});
