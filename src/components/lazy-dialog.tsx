import { lazy, Suspense, useState, type ComponentType } from 'react';

/** Shown while a lazily loaded dialog's code is on its way, so a tap always gets feedback. */
export function LazyDialogFallback() {
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
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 18 18"
            to="360 18 18"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
    </div>
  );
}

/**
 * Wraps a dialog module so its code (antd, react-hook-form, zod) is fetched only when the dialog is first
 * opened — or earlier through `preload()` — and the dialog stays mounted afterwards.
 */
export function createLazyDialog<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazy(load);
  function LazyDialog(props: P) {
    const [everOpened, setEverOpened] = useState(props.open);
    if (props.open && !everOpened) setEverOpened(true);
    if (!everOpened) return null;
    return (
      <Suspense fallback={props.open ? <LazyDialogFallback /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return { LazyDialog, preload: () => void load() };
}
