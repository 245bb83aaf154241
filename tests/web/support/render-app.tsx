import { act, render, screen } from '@testing-library/react';
import { setupUser, setupUserWithFakeTimers } from './user';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes } from '@/app/router';

/** Renders the whole app at `path` (real route tree, lazy pages, MSW for the API). */
export function renderApp(path: string, { fakeTimers = false } = {}) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const user = fakeTimers ? setupUserWithFakeTimers() : setupUser();
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

/** The location the memory router is at, as path + search. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** Pretends the window scrolled to `y` and tells the listeners. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** Waits for the page heading (lazy routes resolve asynchronously). */
export async function findPageHeading(name?: string | RegExp) {
  return screen.findByRole('heading', { level: 1, ...(name ? { name } : {}) }, { timeout: 10_000 });
}
