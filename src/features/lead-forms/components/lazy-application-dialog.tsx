import { createLazyDialog } from '@/components/lazy-dialog';
import type { ApplicationDialogProps } from './application-dialog';

const applicationDialog = createLazyDialog<ApplicationDialogProps>(() => import('./application-dialog'));

/** The home page's application form (SPEC §2), fetched only once it is first opened. */
export const LazyApplicationDialog = applicationDialog.LazyDialog;
export const preloadApplicationDialog = applicationDialog.preload;
