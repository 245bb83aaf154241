import { createLazyDialog } from '@/components/lazy-dialog';
import type { ContactDialogProps } from './contact-dialog';

const contactDialog = createLazyDialog<ContactDialogProps>(() => import('./contact-dialog'));

/** Eagerly importable: the real dialog (and antd with it) is fetched only once it is first opened. */
export const LazyContactDialog = contactDialog.LazyDialog;
/** Starts fetching the dialog's code before the first click. */
export const preloadContactDialog = contactDialog.preload;
