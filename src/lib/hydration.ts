import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while a component renders for a page built ahead of time (src/prerender/pages.tsx) or while React hydrates
 * such a page, false in every other render, and from the render after hydration on. A render that reads what the
 * build cannot know (the page's address, the session cookie, an answer that has already come) reads it only when
 * this is false, so that the first render in the browser draws what the build wrote.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
