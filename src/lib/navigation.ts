/**
 * Lets code outside React (the request layer, stores) navigate with the app's router.
 * The router registers itself at start-up; before that, the hash is set directly.
 */
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigator: NavigateFn | null = null;

export function registerNavigator(fn: NavigateFn | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else window.location.hash = `#${to}`;
}

/** The current in-app path with query, read from the hash (HashRouter). */
export function currentAppPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash || '/';
}
