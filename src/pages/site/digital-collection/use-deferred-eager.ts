import { useEffect, useState } from 'react';

/**
 * Below-the-fold pictures start as loading="lazy" so they stay off the critical path, then switch to "eager" once
 * the page has loaded and the browser is idle: they are ready before the visitor scrolls (or a full-page capture).
 */
export function useDeferredEager(): 'lazy' | 'eager' {
  const [mode, setMode] = useState<'lazy' | 'eager'>('lazy');
  useEffect(() => {
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if ('requestIdleCallback' in window)
        idleId = window.requestIdleCallback(() => setMode('eager'), { timeout: 2000 });
      else timer = setTimeout(() => setMode('eager'), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      clearTimeout(timer);
    };
  }, []);
  return mode;
}
