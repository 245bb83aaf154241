import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, routeLoaded } from './app/router';
import { takeOverPrerendered } from './prerender/take-over';
import { installErrorLog } from './stores/error-log';
import './styles/base.css';
import './styles/care-mode.css';

async function bootstrap() {
  // SPEC §8: production builds record uncaught errors and rejections in the error-log store.
  installErrorLog();
  // Compared with the literal Vite writes in (src/lib/env.ts has validated it): every other build drops the mock bundle,
  // MSW and its fixtures, instead of shipping it unused.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    // `npm run dev:mock`: the API answers from MSW in the browser.
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  const router = createAppRouter({
    loadPortalRoutes: async () => {
      const [{ asyncRoutes }, { usePermissionStore }] = await Promise.all([
        import('./app/routes/portal-routes'),
        import('./stores/permission'),
      ]);
      usePermissionStore.getState().registerAsyncRoutes(asyncRoutes);
    },
  });
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // index.html's route script is putting this route's static page in (vite.config.ts prerenderPages): React can
  // hydrate it only once the route's lazy page has loaded, which would otherwise render first as an empty fallback.
  const rootElement = document.documentElement;
  if (rootElement.hasAttribute('data-first-screen')) await routeLoaded(router);
  // From here on the route script leaves #root alone.
  rootElement.removeAttribute('data-first-screen');
  // A transition renders the first page in slices of a few milliseconds that yield to the browser between them,
  // instead of one task as long as the whole page: a phone stays responsive while the page is built.
  if (takeOverPrerendered(container, router.state.location)) {
    // The painted page stays: React attaches to its nodes instead of drawing them again.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}

void bootstrap();
