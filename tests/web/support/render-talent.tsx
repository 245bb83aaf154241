import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { talentRoutes } from '@/app/routes/talent-routes';
import { Toaster } from '@/components/toaster';
import { QueryProvider } from '@/lib/query-client';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The real talent route table (layout + lazy pages), the root's toaster, and a probe for every other path. */
export function renderTalent(entry: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryProvider>
            <Outlet />
            <Toaster />
          </QueryProvider>
        ),
        children: [...talentRoutes, { path: '*', element: <LocationProbe /> }],
      },
    ],
    { initialEntries: [entry] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
