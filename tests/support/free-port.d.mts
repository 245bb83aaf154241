/** Types of tests/support/free-port.mjs. */
export declare function freePort(): Promise<number>;
export declare function waitUntil<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T>;
