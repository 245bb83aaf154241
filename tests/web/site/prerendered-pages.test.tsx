/**
 * The prerendered pages (the home page in index.html, every other page of the site's navigation in a file of its own)
 * are hydrated, not replaced (src/main.tsx): React must find exactly the markup the build wrote
 * (src/prerender/pages.tsx through scripts/prerender-pages.ts), or it reports a recoverable error, redraws the page
 * and the first paint's nodes are lost. React's development build, used here, also reports attributes that differ,
 * which its production build leaves unpatched.
 */
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter, routeLoaded } from '@/app/router';
import { HOME_PATH, LOGIN_PATH, TALENT_HOME_PATH, USER_CENTRE_PATH } from '@/contracts/app-paths';
import { removeToken, setToken } from '@/lib/cookies';
import { useUserStore } from '@/stores/user';
import { PRERENDERED_URLS, renderPages } from '@/prerender/pages';
import { takeOverPrerendered } from '@/prerender/take-over';
import { CARE_MODE_CLASS } from '@/stores/care-mode';
import { markPrerendered } from '#scripts/prerender-pages';

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
async function builtMarkup(url: string): Promise<string> {
  const pages = await renderPages([url]);
  return markPrerendered(url, pages.get(url)!);
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

/**
 * Hydrates a static page as src/main.tsx does; the errors React reported, recoverable or on the console. `visited`
 * collects the paths the router moves to.
 */
async function hydrate(page: HTMLElement, settled: () => void, visited: string[] = []): Promise<unknown[]> {
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  try {
    const appRouter = createAppRouter();
    router = appRouter;
    appRouter.subscribe((state) => visited.push(state.location.pathname));
    await routeLoaded(appRouter);
    expect(takeOverPrerendered(page, appRouter.state.location)).toBe(true);
    await act(async () => {
      root = hydrateRoot(
        page,
        <StrictMode>
          <RouterProvider router={appRouter} />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    await waitFor(settled, { timeout: 15_000 });
  } finally {
    spy.mockRestore();
  }
  return errors;
}

describe('the prerendered pages', () => {
  it('the home page is hydrated without a mismatch: the painted nodes stay, the buttons work, the lazy parts arrive', async () => {
    const page = staticPage('#/index', await builtMarkup(HOME_PATH));
    const heading = page.querySelector('h1');
    const lead = page.querySelector('p.site-section__lead');
    expect(heading).not.toBeNull();
    expect(within(page).getByRole('button', { name: '立即咨询' })).toBeDisabled();

    const errors = await hydrate(page, () => {
      expect(page.querySelector('footer')).not.toBeNull();
      expect(page.querySelector('.home-page__below-fold')).toBeNull();
    });

    expect(errors).toEqual([]);
    expect(page.querySelector('h1')).toBe(heading);
    expect(page.querySelector('p.site-section__lead')).toBe(lead);
    expect(page.querySelector('[data-prerender], [data-prerender-disabled], button[disabled]')).toBeNull();
    expect(within(page).getByRole('button', { name: '立即咨询' })).toBeEnabled();
  });

  it.each(PRERENDERED_URLS.filter((url) => url !== HOME_PATH))(
    '%s is hydrated without a mismatch: its heading stays, its buttons work',
    async (url) => {
      const page = staticPage(`#${url}`, await builtMarkup(url));
      const heading = page.querySelector('h1');
      expect(heading).not.toBeNull();
      const held = [...page.querySelectorAll('button[data-prerender-disabled]')];

      const errors = await hydrate(page, () => {
        expect(page.querySelector('[data-prerender]')).toBeNull();
        // A page of the site's frame gets its footer, a lazy part the build leaves to the browser.
        if (page.querySelector('.site-header')) expect(page.querySelector('footer')).not.toBeNull();
      });

      expect(errors).toEqual([]);
      expect(page.querySelector('h1')).toBe(heading);
      // The buttons the build held back work; a button the page itself draws disabled stays so.
      expect(page.querySelector('[data-prerender-disabled]')).toBeNull();
      expect(held.filter((button) => page.contains(button) && (button as HTMLButtonElement).disabled)).toEqual([]);
    },
  );

  it('a signed-in visitor on the static sign-in card is hydrated without a mismatch, then sent to the user centre', async () => {
    const page = staticPage(`#${LOGIN_PATH}`, await builtMarkup(LOGIN_PATH));
    setToken('prerender-test-token', false);
    const visited: string[] = [];
    try {
      const errors = await hydrate(
        page,
        () => {
          // Sent on (where the user centre, with this made-up token, sends the visitor next is its own business)…
          expect(visited).toContain(USER_CENTRE_PATH);
          // …and the card is gone with the page it belonged to, not left behind as markup React never took.
          expect(page.querySelector('#login-title')).toBeNull();
        },
        visited,
      );
      expect(errors).toEqual([]);
    } finally {
      removeToken();
    }
  });

  it('a signed-in visitor on the static talent portal is hydrated without a mismatch, then offered the user centre', async () => {
    const page = staticPage(`#${TALENT_HOME_PATH}`, await builtMarkup(TALENT_HOME_PATH));
    const header = () => page.querySelector<HTMLElement>('.talent-header__quick')!;
    expect(within(header()).getByRole('link', { name: '登录' })).toBeInTheDocument();
    await useUserStore.getState().login({ username: 'enterprise01', password: 'Demo#2026', autoLogin: false });
    try {
      const errors = await hydrate(page, () => {
        expect(within(header()).getByText('enterprise01')).toBeInTheDocument();
        expect(within(header()).queryByRole('link', { name: '登录' })).toBeNull();
        expect(within(header()).getByRole('link', { name: '用户中心' })).toBeInTheDocument();
      });
      expect(errors).toEqual([]);
    } finally {
      removeToken();
    }
  });

  it('a page is taken over only on its own URL, query included, and outside 关怀模式; otherwise it is drawn afresh', () => {
    const page = staticPage(
      '#/solution?id=1',
      '<div data-prerender="/solution?id=1"><button disabled="" data-prerender-disabled="">立即咨询</button></div>' +
        '<div data-prerender="/aboutus"></div>',
    );
    expect(takeOverPrerendered(page, { pathname: '/solution', search: '?id=2' })).toBe(false);
    expect(takeOverPrerendered(page, { pathname: '/solution', search: '' })).toBe(false);
    document.documentElement.classList.add(CARE_MODE_CLASS);
    expect(takeOverPrerendered(page, { pathname: '/solution', search: '?id=1' })).toBe(false);
    // Left as the build wrote it: createRoot replaces it.
    expect(page.querySelectorAll('[data-prerender]')).toHaveLength(2);
    document.documentElement.classList.remove(CARE_MODE_CLASS);
    // Pages read their query: a page built without one is not the page of a URL with one.
    expect(takeOverPrerendered(page, { pathname: '/aboutus', search: '?case=2' })).toBe(false);
    expect(takeOverPrerendered(page, { pathname: '/aboutus', search: '' })).toBe(true);
    expect(takeOverPrerendered(page, { pathname: '/solution', search: '?id=1' })).toBe(true);
    expect(page.querySelector('[data-prerender], button[disabled]')).toBeNull();
  });
});
