import { existsSync } from 'node:fs';

const FULL_BROWSER = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the benchmarks and the screenshot script drive: CHROME_PATH, else Debian's full browser (what the
 * figures in docs/benchmarks.md were taken with), else the headless shell that `npm test` installs, so that a machine
 * set up by the tests alone can run them too.
 */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(FULL_BROWSER) || !existsSync(HEADLESS_SHELL) ? FULL_BROWSER : HEADLESS_SHELL;
}
