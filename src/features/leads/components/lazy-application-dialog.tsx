import { lazy, Suspense, useState } from 'react';

export interface LazyApplicationDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Same as the contact dialog's fallback; kept here so the two lazy wrappers stay in separate small chunks. */
function LazyDialogFallback() {
  // Inline styles: the fallback must not wait for a stylesheet of its own.
  return (
    <div
      role="progressbar"
      aria-label="正在打开表单"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(0, 0, 0, 0.45)',
      }}
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <circle cx="18" cy="18" r="15" fill="none" stroke="rgba(255,255,255,0.35)" strokeWidth="3" />
        <path d="M18 3a15 15 0 0 1 15 15" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 18 18" to="360 18 18" dur="0.8s" repeatCount="indefinite" />
        </path>
      </svg>
    </div>
  );
}

const loadApplicationDialog = () => import('./application-dialog');
const ApplicationDialog = lazy(loadApplicationDialog);

export function preloadApplicationDialog(): void {
  void loadApplicationDialog();
}

/** The home page's application form (SPEC §2), fetched only once it is first opened. */
export function LazyApplicationDialog(props: LazyApplicationDialogProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={props.open ? <LazyDialogFallback /> : null}>
      <ApplicationDialog {...props} />
    </Suspense>
  );
}

export default LazyApplicationDialog;
