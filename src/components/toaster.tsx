import { useNotifyStore } from '@/lib/notify';
import './toaster.css';

/** Renders the notify store: top-centre toasts, announced to screen readers. */
export function Toaster() {
  const toasts = useNotifyStore((state) => state.toasts);
  const dismiss = useNotifyStore((state) => state.dismiss);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`toaster__item toaster__item--${toast.kind}`}
          onClick={() => dismiss(toast.id)}
        >
          <span className="toaster__icon" aria-hidden="true">
            {toast.kind === 'success' ? '✓' : toast.kind === 'error' ? '✕' : '!'}
          </span>
          <span>{toast.text}</span>
        </div>
      ))}
    </div>
  );
}
