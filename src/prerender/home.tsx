import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes } from '@/app/router';

/**
 * Build time only (vite.config.ts prerenderHome): the home page as static HTML for index.html, so that a phone
 * paints it as soon as the HTML and CSS arrive instead of after the framework has loaded. It is the same route tree
 * and element tree that src/main.tsx renders, so React hydrates it (hydrateRoot): the painted nodes stay, and the
 * largest paint of the first screen is not painted a second time. The lazy parts (the sections below the first
 * screen, the footer, the toaster) render their fallbacks here and load on the client after hydration.
 */
export function renderHome(): string {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/index'] });
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
