/**
 * What to forget when a session ends, registered by the modules that hold server state (the query client registers
 * its cache when it loads). The user store calls forgetServerState() without importing those modules, so a page
 * that never loaded them (the home page) does not load them to clear nothing.
 */
const forgetters = new Set<() => void>();

export function onForgetServerState(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetServerState(): void {
  for (const forget of forgetters) forget();
}
