/**
 * Every QR code of the marketing pages leads somewhere in this product: each QR picture on the product
 * page and the digital-collection / case pages is drawn onto a canvas inside the page, its pixels are decoded with
 * jsQR, and the decoded text must be a URL on the serving origin whose page opens (not the 404).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { journeySteps } from '../support/browser';
import { sharedStackForFile } from '../support/e2e-stack';
import { waitForHashPath } from '../support/portal';
import { decodedQrCodes } from '../support/qr';

const stack = sharedStackForFile();

/**
 * The phone that scans the codes (390 px): each decoded link opens in a new tab of its browser, a fresh page load
 * (one browser for all of a test's links spares Chromium a cold start of the app per link).
 */
const newPhone = () => stack.newContext(390);

/** Opens a decoded URL in a new tab of the phone: it must be this origin and show a real page, not the 404. */
async function expectRealPage(phone: BrowserContext, target: string): Promise<Page> {
  expect(target.startsWith(`${stack.url}/#/`), `${target} is on the serving origin ${stack.url}`).toBe(true);
  const page = await phone.newPage();
  await page.goto(target);
  const path = new URL(target).hash.slice(1);
  // A missing page ends on /404 (or /login for a path the SPA does not know as public): never on its own path.
  await waitForHashPath(page, path);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  expect(await page.getByText('网站管理员说你不能进入这个页面').count(), `${target} is not the 404`).toBe(0);
  expect(new URL(page.url()).hash.slice(1)).toBe(path);
  return page;
}

describe('QR codes of the marketing pages', () => {
  it('the traceability sample on /product?id=2 opens the sample batch trace page of this deployment', async () => {
    const { page } = await stack.newPage();
    const step = journeySteps(page, 'qr-product');
    const codes = await step('decode', async () => {
      await page.goto(`${stack.url}/#/product?id=2`);
      // The <img> replaces its placeholder once the code is drawn.
      await page.locator('img[alt="溯源样例二维码"]').first().waitFor({ state: 'attached' });
      return decodedQrCodes(page);
    });
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes)
      expect(code).toEqual({ alt: '溯源样例二维码', text: `${stack.url}/#/trace?batch=XQ-SAMPLE-0001` });
    const trace = await expectRealPage(await newPhone(), codes[0]!.text!);
    expect(await trace.locator('h1').first().textContent()).toContain('溯源');
  });

  it('each digital-collection case opens its own case, selected and scrolled into view', async () => {
    const { page } = await stack.newPage();
    const step = journeySteps(page, 'qr-cases');
    await page.goto(`${stack.url}/#/digitalCollection`);
    const tabs = page.getByRole('tablist', { name: '客户案例' }).getByRole('tab');
    await tabs.first().waitFor();
    const count = await tabs.count();
    expect(count).toBe(4);
    const targets: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const codes = await step(`decode-${index + 1}`, async () => {
        await tabs.nth(index).click();
        await page.locator('.dc-cases__panel img[alt$="案例介绍二维码"]').waitFor();
        return decodedQrCodes(page);
      });
      expect(codes).toHaveLength(1);
      expect(codes[0]!.text).toBe(`${stack.url}/#/digitalCollection?case=${index + 1}`);
      targets.push(codes[0]!.text!);
    }
    const phone = await newPhone();
    for (const [index, target] of targets.entries()) {
      const opened = await expectRealPage(phone, target);
      const tab = opened.getByRole('tablist', { name: '客户案例' }).getByRole('tab').nth(index);
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      // The cases section is in view, below the fixed header.
      await expect
        .poll(() =>
          opened.getByRole('region', { name: '客户案例' }).evaluate((section) => section.getBoundingClientRect().top),
        )
        .toBeLessThan(120);
      expect(await opened.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }
  });

  it.each(['/cases?type=1', '/cases?type=2', '/cases?type=3'])(
    '%s shows no QR code that leads nowhere',
    async (path) => {
      const { page } = await stack.newPage();
      await page.goto(`${stack.url}/#${path}`);
      await page.locator('h1').first().waitFor();
      let phone: BrowserContext | undefined;
      for (const code of await decodedQrCodes(page)) {
        expect(code.text, `${code.alt} decodes`).not.toBeNull();
        phone ??= await newPhone();
        await expectRealPage(phone, code.text!);
      }
    },
  );
});
