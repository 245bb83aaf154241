/**
 * The prerendered home page of index.html is hydrated, not replaced (src/main.tsx): React must find exactly the
 * markup the build wrote (src/prerender/home.tsx through scripts/prerender-home.ts), or it reports a recoverable
 * error, redraws the page and the first paint's nodes are lost. React's development build, used here, also reports
 * attributes that differ, which its production build leaves unpatched.
 */
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/app/router';
import { renderHome } from '@/prerender/home';
import { takeOverPrerenderedHome } from '@/prerender/take-over';
import { CARE_MODE_CLASS } from '@/stores/care-mode';
import { markPrerenderedHome } from '#scripts/prerender-home';

let container: HTMLElement | undefined;
let root: Root | undefined;
let router: ReturnType<typeof createAppRouter> | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  router?.dispose();
  router = undefined;
  container?.remove();
  container = undefined;
  document.documentElement.classList.remove(CARE_MODE_CLASS);
  window.location.hash = '';
});

/**
 * The markup the build writes, with its marks. The build renders with modules whose lazy parts have never loaded
 * (their fallbacks, in boundaries left to the client); an earlier file in this worker may have loaded them, and then
 * they are rendered in full. React must hydrate either without a mismatch; the build's own shape is held by the
 * build (prerenderedHome) and the built page by tests/e2e/first-paint.test.ts.
 */
function builtMarkup(): string {
  return markPrerenderedHome(renderHome());
}

/** index.html's #root, at `hash`. */
function staticPage(hash: string, html: string): HTMLElement {
  window.location.hash = hash;
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('the prerendered home page', () => {
  it('is hydrated without a mismatch: the painted nodes stay, the buttons work, the lazy parts arrive', async () => {
    const page = staticPage('#/index', builtMarkup());
    const heading = page.querySelector('h1');
    const lead = page.querySelector('p.site-section__lead');
    expect(heading).not.toBeNull();
    expect(within(page).getByRole('button', { name: '立即咨询' })).toBeDisabled();

    const consoleErrors: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
    const recoverable: unknown[] = [];
    try {
      const appRouter = createAppRouter();
      router = appRouter;
      expect(takeOverPrerenderedHome(page, appRouter.state.location.pathname)).toBe(true);
      await act(async () => {
        root = hydrateRoot(
          page,
          <StrictMode>
            <RouterProvider router={appRouter} />
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      await waitFor(() => expect(page.querySelector('footer')).not.toBeNull(), { timeout: 15_000 });
      await waitFor(() => expect(page.querySelector('.home-page__below-fold')).toBeNull(), { timeout: 15_000 });
    } finally {
      spy.mockRestore();
    }

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(page.querySelector('h1')).toBe(heading);
    expect(page.querySelector('p.site-section__lead')).toBe(lead);
    expect(page.querySelector('[data-prerender], [data-prerender-disabled], button[disabled]')).toBeNull();
    expect(within(page).getByRole('button', { name: '立即咨询' })).toBeEnabled();
  });

  it('is drawn afresh on another route and in 关怀模式', () => {
    const page = staticPage(
      '#/solution?id=1',
      '<div data-prerender=""><button disabled="" data-prerender-disabled="">立即咨询</button></div>',
    );
    expect(takeOverPrerenderedHome(page, '/solution')).toBe(false);
    document.documentElement.classList.add(CARE_MODE_CLASS);
    expect(takeOverPrerenderedHome(page, '/index')).toBe(false);
    // Left as the build wrote it: createRoot replaces it.
    expect(page.querySelector('[data-prerender]')).not.toBeNull();
  });
});
