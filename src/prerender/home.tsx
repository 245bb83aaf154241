import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SiteLayout from '@/layouts/site-layout';
import HomePage from '@/pages/site/home/home-page';

/**
 * Build time only (vite.config.ts prerenderHome): the home page as static HTML for index.html, so that a phone
 * paints it as soon as the HTML and CSS arrive instead of after the framework has loaded. React replaces it on
 * start (createRoot, not hydration).
 */
export function renderHome(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/index']}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/index" element={<HomePage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
