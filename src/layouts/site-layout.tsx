import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ContactDialogProvider } from '@/features/lead-forms/contact-dialog-context';
import { SiteHeader } from './site/site-header';
import { MAIN_CONTENT_ID, RouteAnnouncer, SkipLink } from '@/components/route-focus';
import './site/site.css';

/** The footer is below every page's first screen: it loads after the first paint, and nothing sits below it. */
const SiteFooter = lazy(() => import('./site/site-footer').then(({ SiteFooter: Footer }) => ({ default: Footer })));
/** Shown only once the visitor has scrolled down, so it loads after the first paint too. */
const BackToTop = lazy(() => import('./site/back-to-top').then(({ BackToTop: Button }) => ({ default: Button })));

/**
 * Frame of every marketing page (SPEC §2 top navigation and footer): header, the page, footer, back-to-top,
 * and the one contact dialog (open it with useContactDialog()). The page is re-created whenever the full path
 * changes (SPEC §2 home page), so /solution?id=1 → ?id=2 starts fresh at the top.
 */
export default function SiteLayout() {
  const { pathname, search } = useLocation();
  const fullPath = `${pathname}${search}`;

  // A layout effect: it runs before the page's effects, so a page may scroll to a section of its own (a case's QR).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [fullPath]);

  return (
    <ContactDialogProvider>
      <div className="site">
        <SkipLink />
        <SiteHeader />
        <main className="site-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet key={fullPath} />
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
          <BackToTop />
        </Suspense>
        <RouteAnnouncer />
      </div>
    </ContactDialogProvider>
  );
}
