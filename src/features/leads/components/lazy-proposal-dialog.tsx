import { lazy, Suspense, useState } from 'react';
import type { ProposalDialogProps } from './proposal-dialog';
import { LazyDialogFallback } from './lazy-contact-dialog';

const ProposalDialog = lazy(() => import('./proposal-dialog'));

/** Fetches the proposal dialog (and antd with it) on the first open only; keeps it mounted afterwards. */
export function LazyProposalDialog(props: ProposalDialogProps) {
  const [requested, setRequested] = useState(props.open);
  if (props.open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={props.open ? <LazyDialogFallback /> : null}>
      <ProposalDialog {...props} />
    </Suspense>
  );
}
