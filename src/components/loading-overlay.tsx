import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLoadingStore } from '@/lib/loading';
import './loading-overlay.css';

/** The request layer's loading overlay: full page, or over the element named by the call's loadingTarget. */
export function LoadingOverlay() {
  const visible = useLoadingStore((state) => state.visible);
  const target = useLoadingStore((state) => state.target);
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    setHost(target ? document.querySelector(target) : null);
  }, [target, visible]);
  if (!visible) return null;
  const overlay = (
    <div
      className={host ? 'loading-overlay loading-overlay--inline' : 'loading-overlay'}
      role="progressbar"
      aria-label="加载中"
    >
      <span className="loading-overlay__spinner" />
    </div>
  );
  return host ? createPortal(overlay, host) : overlay;
}
