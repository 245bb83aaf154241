import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True while the window is scrolled more than `px` pixels (re-renders only when the answer flips). */
export function useScrolledPast(px: number): boolean {
  const read = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribe, read, () => false);
}
