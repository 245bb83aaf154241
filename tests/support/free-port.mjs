/**
 * Ports and waits for the processes the tests and scripts start (servers, catchers, PostgreSQL clusters). Plain
 * JavaScript so that the Node scripts (with-postgres.mjs, bench-api.mjs) share it with the TypeScript tests.
 */
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (the OS picks it; we release it straight away). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `probe` every 100 ms until it returns a value (not undefined, null or false); rejects after `timeoutMs`. */
export async function waitUntil(probe, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
