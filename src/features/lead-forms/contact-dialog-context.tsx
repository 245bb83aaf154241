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
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { LazyContactDialog, preloadContactDialog } from './components/lazy-contact-dialog';

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
  const [state, setState] = useState<{ open: boolean; options: ContactDialogOptions }>({ open: false, options: {} });
  const open = useCallback((options: ContactDialogOptions = {}) => setState({ open: true, options }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const api = useMemo<ContactDialogApi>(() => ({ open, close, preload: preloadContactDialog }), [open, close]);
  return (
    <ContactDialogContext.Provider value={api}>
      {children}
      <LazyContactDialog
        open={state.open}
        onClose={close}
        application={state.options.application}
        title={state.options.title}
      />
    </ContactDialogContext.Provider>
  );
}

export function useContactDialog(): ContactDialogApi {
  const api = useContext(ContactDialogContext);
  if (!api) throw new Error('useContactDialog() must be used inside <ContactDialogProvider> (SiteLayout provides it).');
  return api;
}
