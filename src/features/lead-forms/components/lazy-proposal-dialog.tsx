import { createLazyDialog } from '@/components/lazy-dialog';
import type { ProposalDialogProps } from './proposal-dialog';

/** Fetches the proposal dialog (and antd with it) on the first open only; keeps it mounted afterwards. */
export const LazyProposalDialog = createLazyDialog<ProposalDialogProps>(() => import('./proposal-dialog')).LazyDialog;
