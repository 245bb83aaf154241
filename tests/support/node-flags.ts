/**
 * V8 flags of the short-lived Node processes the tests run: the server and reliability suites' workers and the servers
 * they start. Such a process lives for seconds to a minute. Compiling PGlite's WebAssembly (~9 MB) again with the
 * optimising compiler costs more than the faster code saves (a test server: 3.6 → 2.0 CPU-s from start to a healthy
 * /health; the PGlite pass: 134 → 122 CPU-s), and so does optimising JavaScript beyond the baseline compiler
 * (`--max-opt=1`: the server suite 107 → 98 machine CPU-s over six alternated runs, the reliability suite 150 → 130).
 * The jsdom suite is the opposite (React's and jsdom's hot loops need the optimiser: 143 → 197+) and keeps the defaults.
 * The full reliability run (FULL=1) measures the figures of docs/reliability.md, so it keeps Node's defaults too.
 */
export function testProcessNodeFlags(): string[] {
  return process.env.FULL === '1' ? [] : ['--liftoff-only', '--max-opt=1'];
}
