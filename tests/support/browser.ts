import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { repoRoot } from './app-process';

/**
 * The browser the tests drive: CHROME_PATH, else Debian's `chromium-headless-shell` (the "old headless" build, what
 * Playwright itself runs for headless Chromium; `npm test` installs it), else the full browser. The full browser in
 * headless mode also runs browser UI nobody sees (omnibox popups, each a page in a renderer of its own), which the
 * headless shell spares.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const TEST_CHROMIUM = process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The test Chromium with the flags this machine needs (no sandbox as root, no background network). */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * The test worker's Chromium, launched on first use and again if it went away. The e2e files of a worker run one after
 * the other and each works in browser contexts of its own, closed by its stack's stop(): sharing the browser spares
 * every file a launch and a close (2–3 s on a busy machine). It ends with the worker: Chromium exits when the pipe to
 * the Playwright that launched it closes.
 */
export async function workerBrowser(): Promise<Browser> {
  const current = await sharedBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  sharedBrowser = launchBrowser();
  return sharedBrowser;
}

/** API calls each tracked page made (method, path, status, time): written beside a failure's screenshot. */
const apiLogs = new WeakMap<Page, string[]>();
/** Each tracked page's API calls in flight (with their start time) and when the last one ended. */
const apiInFlight = new WeakMap<Page, { started: Map<object, number>; lastSettled: number }>();

function trackApiCalls(page: Page): void {
  const lines: string[] = [];
  apiLogs.set(page, lines);
  const inFlight = { started: new Map<object, number>(), lastSettled: Date.now() };
  apiInFlight.set(page, inFlight);
  const settle = (request: object) => {
    inFlight.started.delete(request);
    inFlight.lastSettled = Date.now();
  };
  // The session token travels in user/info's query (DECISIONS): a failure's log keeps only that it was there.
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/([?&]token=)[^&]+/g, '$1…');
  page.on('request', (request) => {
    if (!request.url().includes('/shangchain/')) return;
    inFlight.started.set(request, Date.now());
    lines.push(`${new Date().toISOString()} → ${request.method()} ${path(request.url())}`);
  });
  page.on('requestfinished', (request) => {
    const t0 = inFlight.started.get(request);
    if (t0 === undefined) return;
    settle(request);
    void request
      .response()
      .then((response) =>
        lines.push(
          `${new Date().toISOString()} ← ${response?.status() ?? '?'} ${request.method()} ${path(request.url())} (${Date.now() - t0} ms)`,
        ),
      )
      // The page may close before the response is read (end of a journey): nothing to log then.
      .catch(() => undefined);
  });
  page.on('requestfailed', (request) => {
    if (!inFlight.started.has(request)) return;
    settle(request);
    lines.push(
      `${new Date().toISOString()} ✕ ${request.method()} ${path(request.url())} ${request.failure()?.errorText ?? ''}`,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error')
      lines.push(`${new Date().toISOString()} console.error ${message.text().slice(0, 500)}`);
  });
  page.on('pageerror', (error) => lines.push(`${new Date().toISOString()} pageerror ${error.message.slice(0, 500)}`));
}

/**
 * Waits until a tracked page has had no API call in flight for `quietMs`. Playwright's 'networkidle' cannot say this
 * in a single-page app: it was reached once, on the first load, and every later wait returns at once.
 */
export async function waitForApiQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const inFlight = apiInFlight.get(page);
  if (!inFlight) throw new Error('waitForApiQuiet needs a page of a context made by newContext');
  const deadline = Date.now() + timeoutMs;
  while (inFlight.started.size > 0 || Date.now() - inFlight.lastSettled < quietMs) {
    if (Date.now() > deadline) throw new Error(`API calls still in flight after ${timeoutMs} ms`);
    await page.waitForTimeout(100);
  }
}

export const screenshotDir = join(repoRoot, 'test-results', 'e2e');

/** Runs a journey step; on failure saves a screenshot named after it, then rethrows. */
export async function withScreenshotOnFailure<T>(page: Page, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    mkdirSync(screenshotDir, { recursive: true });
    const base = join(screenshotDir, name.replace(/[^\w-]+/g, '_'));
    const file = `${base}.png`;
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    // What the locators saw: the accessibility tree and the URL, beside the picture.
    const tree = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch(() => '(no accessibility snapshot)');
    writeFileSync(`${base}.aria.txt`, `${page.url()}\n\n${tree}\n`);
    const calls = apiLogs.get(page);
    if (calls) writeFileSync(`${base}.network.txt`, `${calls.join('\n')}\n`);
    if (error instanceof Error) error.message += `\n(screenshot: ${file}, accessibility tree: ${base}.aria.txt)`;
    throw error;
  }
}

/** A journey's steps on one page: `step('submit', body)` saves `<prefix>-submit.png` when the body fails. */
export function journeySteps(page: Page, prefix: string) {
  return <T>(name: string, body: () => Promise<T>): Promise<T> =>
    withScreenshotOnFailure(page, `${prefix}-${name}`, body);
}

/**
 * A Chinese-speaking visitor's browser at `width` px. Its system asks for less motion unless `motion`: the SPA then
 * turns antd's animations off (src/components/antd-provider.tsx), which spares Chromium much of its work; the
 * lead dialogs' journeys keep them, as most visitors see them.
 */
export async function newContext(
  browser: Browser,
  width = 1440,
  { motion = false }: { motion?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: motion ? 'no-preference' : 'reduce',
  });
  // Every page of a test context logs its API calls (beside a failure's screenshot) and can wait for them.
  context.on('page', trackApiCalls);
  return context;
}

/**
 * Clicks a button of an antd dialog once the dialog's opening animation has ended. The zoom starts paused at a
 * fifth of the size: on a busy machine a click aimed at the button then can land beside it, and nothing happens.
 */
export async function clickInDialog(button: Locator): Promise<void> {
  await button.waitFor();
  const deadline = Date.now() + 10_000;
  while (
    await button.evaluate((element) => Boolean(element.closest('[class*="-zoom-appear"], [class*="-zoom-enter"]')))
  ) {
    if (Date.now() > deadline) throw new Error('the dialog did not finish opening within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await button.click();
}
