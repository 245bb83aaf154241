#!/usr/bin/env node
// Screenshots a page at 1440 px and 390 px in Debian's Chromium, for looking at what we build.
// Usage: node scripts/screenshot.mjs <url> <out-prefix> [--widths=1440,390] [--wait=1500] [--viewport-only]
/* global document, window -- read inside the page by page.evaluate */
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium-path.mjs';

const [url, prefix, ...flags] = process.argv.slice(2);
if (!url || !prefix) {
  console.error(
    'usage: node scripts/screenshot.mjs <url> <out-prefix> [--widths=1440,390] [--wait=ms] [--viewport-only]',
  );
  process.exit(2);
}
const option = (name, fallback) => flags.find((flag) => flag.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const widths = option('widths', '1440,390').split(',').map(Number);
const waitMs = Number(option('wait', '1500'));
const fullPage = !flags.includes('--viewport-only');

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 }, deviceScaleFactor: 1 });
    page.on('pageerror', (error) => console.error(`[pageerror ${width}px]`, error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[console ${width}px]`, message.text());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(waitMs);
    const file = `${prefix}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${file}${overflow > 0 ? `  (horizontal overflow: ${overflow}px)` : ''}`);
    await page.close();
  }
} finally {
  await browser.close();
}
