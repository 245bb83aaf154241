/**
 * Ports and waits for the processes the tests and scripts start (servers, catchers, PostgreSQL clusters). Plain
 * JavaScript so that the Node scripts (with-postgres.mjs, bench-api.mjs) share it with the TypeScript tests.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The ports the kernel hands to outgoing connections (Linux's ip_local_port_range). A port chosen inside it can be
 * taken by any client socket (a fetch, a database connection) between the choice and the server's listen, so the
 * ports handed out here lie below it.
 */
function ephemeralRangeStart() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return Number.isInteger(low) && low > 2048 ? low : 32768;
  } catch {
    return 32768;
  }
}

const FIRST_PORT = 10000;
const handedOut = new Set();

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port on 127.0.0.1, below the kernel's range for outgoing connections (see ephemeralRangeStart), and not
 * one this process handed out before. Random, so that parallel test workers rarely try the same one; a port found
 * taken is skipped.
 */
export async function freePort() {
  const end = ephemeralRangeStart();
  const span = Math.max(end - FIRST_PORT, 1000);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = FIRST_PORT + Math.floor(Math.random() * span);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${FIRST_PORT + span} on 127.0.0.1 after 200 tries`);
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
