import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './app-process';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export const screenshotDir = join(repoRoot, 'test-results', 'e2e');

/** Runs a journey step; on failure saves a screenshot named after it, then rethrows. */
export async function withScreenshotOnFailure<T>(page: Page, name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    mkdirSync(screenshotDir, { recursive: true });
    const file = join(screenshotDir, `${name.replace(/[^\w-]+/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    if (error instanceof Error) error.message += `\n(screenshot: ${file})`;
    throw error;
  }
}

export async function newContext(browser: Browser, width = 1440): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
}
