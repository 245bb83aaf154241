import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
// The root guard configures the page-loading bar when it is loaded.
import '@/app/root-guard';

afterEach(() => NProgress.remove());

describe('the page-loading bar (nprogress)', () => {
  it('runs and finishes, hidden from assistive technology, without the made-up role="bar"', () => {
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
