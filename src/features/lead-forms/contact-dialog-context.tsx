/**
 * Opens the one contact dialog of the marketing site from anywhere inside <ContactDialogProvider>
 * (SiteLayout provides it around every marketing page).
 *
 * API:
 *   const contact = useContactDialog();
 *   contact.open();                                              // title '立即咨询', application '立即咨询'
 *   contact.open({ application: LEAD_APPLICATIONS.partner, title: '申请加入合作伙伴' });
 *   contact.close();
 *   contact.preload();   // optional: start fetching the dialog code early (e.g. on pointer enter)
 *
 * `application` is sent with the lead (POST /index/sendCustomEmail); `title` is the dialog heading.
 * The dialog itself (antd, react-hook-form, zod) is loaded only when it is first opened.
 * Outside a provider, useContactDialog() throws, so a missing provider shows up in the first render.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The dialog's lazy wrapper (with its loading spinner) comes with the first open or preload, not with every
// marketing page's first load.
const loadWrapper = () => import('./components/lazy-contact-dialog');
const LazyContactDialog = lazy(() => loadWrapper().then(({ LazyContactDialog: Dialog }) => ({ default: Dialog })));
const preloadContactDialog = () => void loadWrapper().then(({ preloadContactDialog: preload }) => preload());

/** While the wrapper itself loads, after a tap: the page dims at once (the wrapper then shows its spinner). */
function WrapperFallback() {
  return (
    <div
      role="progressbar"
      aria-label="正在打开表单"
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.45)' }}
    />
  );
}

export interface ContactDialogOptions {
  /** Label recorded with the lead; defaults to LEAD_APPLICATIONS.consult ('立即咨询'). */
  application?: string;
  /** Dialog heading; defaults to '立即咨询'. */
  title?: string;
}

export interface ContactDialogApi {
  open: (options?: ContactDialogOptions) => void;
  close: () => void;
  preload: () => void;
}

const ContactDialogContext = createContext<ContactDialogApi | null>(null);

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ open: boolean; opened: boolean; options: ContactDialogOptions }>({
    open: false,
    opened: false,
    options: {},
  });
  const open = useCallback((options: ContactDialogOptions = {}) => setState({ open: true, opened: true, options }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const api = useMemo<ContactDialogApi>(() => ({ open, close, preload: preloadContactDialog }), [open, close]);
  return (
    <ContactDialogContext.Provider value={api}>
      {children}
      {state.opened ? (
        <Suspense fallback={state.open ? <WrapperFallback /> : null}>
          <LazyContactDialog
            open={state.open}
            onClose={close}
            application={state.options.application}
            title={state.options.title}
          />
        </Suspense>
      ) : null}
    </ContactDialogContext.Provider>
  );
}

export function useContactDialog(): ContactDialogApi {
  const api = useContext(ContactDialogContext);
  if (!api) throw new Error('useContactDialog() must be used inside <ContactDialogProvider> (SiteLayout provides it).');
  return api;
}
