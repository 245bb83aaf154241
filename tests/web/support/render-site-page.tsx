import type { ReactElement } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { Toaster } from '@/components/toaster';
import { QueryProvider } from '@/lib/query-client';
import { ContactDialogProvider } from '@/features/lead-forms/contact-dialog-context';

/** One marketing page at `path`, inside the contact-dialog provider SiteLayout gives it, with the root's toaster. */
export function renderSitePage(page: ReactElement, path: string, entry: string = path) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryProvider>
            <ContactDialogProvider>
              <Outlet />
              <Toaster />
            </ContactDialogProvider>
          </QueryProvider>
        ),
        children: [{ path, element: page }],
      },
    ],
    { initialEntries: [entry] },
  );
  return render(<RouterProvider router={router} />);
}
