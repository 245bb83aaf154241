/**
 * 关怀模式 on the built product (docs/accessibility.md): a visitor turns it on in the site header; text grows by a
 * quarter and more, it is there again after a reload (before the framework starts), the sign-in page and the user
 * centre show it, buttons are 44 px high and the training tabs stand still. Real Chromium, `npm start`.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, sharedStackForFile } from '../support/e2e-stack';
import { loginWithPassword, LOGIN_BUTTON, waitForLoginForm, waitForUserCentre } from '../support/portal';

const stack = sharedStackForFile();

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** Body text of the home page's first section (prerendered, so it is there before React as well). */
const INTRO = '面向溯源与数据存证场景的低代码区块链应用构建平台';

const fontSizeOf = (locator: Locator) =>
  locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
const careModeOn = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('care-mode'));
const careToggle = (page: Page) => page.getByRole('button', { name: '关怀模式', exact: true });

async function selectedTrainingTab(page: Page): Promise<string> {
  return (await page.getByRole('tab', { selected: true }).textContent()) ?? '';
}

describe('关怀模式', () => {
  it('turned on in the site header: larger text, kept after a reload, on the portal pages, big buttons', async () => {
    const { context, page } = await stack.newPage(1440);
    await withScreenshotOnFailure(page, 'care-mode-journey', async () => {
      await page.goto(`${stack.url}/#/index`);
      const intro = page.getByText(INTRO, { exact: false }).first();
      const toggle = page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '关怀模式' });
      // React has replaced the prerendered page (its buttons are disabled until then).
      await expect.poll(() => toggle.isEnabled(), { timeout: 20_000 }).toBe(true);
      const before = await fontSizeOf(intro);
      expect(before).toBeGreaterThan(0);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await fontSizeOf(intro)).toBeGreaterThanOrEqual(before * 1.25);

      // A reload keeps it, and it is on the page before the framework runs (no flash of the small text).
      await page.route(ENTRY, (route) => route.abort());
      await page.reload();
      await intro.waitFor();
      expect(await careModeOn(page)).toBe(true);
      expect(await fontSizeOf(intro)).toBeGreaterThanOrEqual(before * 1.25);
      await page.unroute(ENTRY);
      await page.reload();
      await expect.poll(() => careToggle(page).getAttribute('aria-pressed')).toBe('true');
      expect(await careToggle(page).isEnabled()).toBe(true);

      // The portal's sign-in page: pressed, the antd controls follow (text 1.25× of 14 px, a 44 px button).
      await page.goto(`${stack.url}/#/login`);
      await waitForLoginForm(page);
      expect(await careToggle(page).getAttribute('aria-pressed')).toBe('true');
      expect(await fontSizeOf(page.getByLabel('账户名', { exact: true }))).toBeGreaterThanOrEqual(14 * 1.25);
      const loginBox = await page.getByRole('button', { name: LOGIN_BUTTON }).boundingBox();
      expect(loginBox!.height).toBeGreaterThanOrEqual(44);

      // The user centre, signed in: the navbar's switch is pressed; tags and antd buttons are 44 px high.
      await loginWithPassword(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
      await waitForUserCentre(page);
      expect(await careModeOn(page)).toBe(true);
      const navbarToggle = page.locator('.admin-navbar').getByRole('button', { name: '关怀模式' });
      expect(await navbarToggle.getAttribute('aria-pressed')).toBe('true');
      const box = await navbarToggle.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
      const tag = page.getByRole('navigation', { name: '已访问页面' }).getByRole('link', { name: '主页' });
      expect((await tag.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.getByRole('button', { name: '打开系统设置' }).click();
      const reset = page.getByRole('button', { name: '恢复默认' });
      await reset.waitFor();
      expect((await reset.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.getByRole('switch', { name: '关怀模式' }).getAttribute('aria-checked')).toBe('true');
    });
    await context.close();
  });

  it('the training tabs rotate for a visitor without it and stand still with it', async () => {
    // Motion allowed: with "reduce motion" the tabs would stand still in either mode.
    const { page: plain } = await stack.newPage(1440, { motion: true });
    await withScreenshotOnFailure(plain, 'care-mode-train-plain', async () => {
      await plain.goto(`${stack.url}/#/talentTrain`);
      await plain.getByRole('tablist', { name: '培训方向' }).waitFor();
      const first = await selectedTrainingTab(plain);
      await expect.poll(() => selectedTrainingTab(plain), { timeout: 5000 }).not.toBe(first);
    });

    const { page } = await stack.newPage(1440, { motion: true });
    await withScreenshotOnFailure(page, 'care-mode-train', async () => {
      await page.goto(`${stack.url}/#/talentTrain`);
      await careToggle(page).click();
      expect(await careToggle(page).getAttribute('aria-pressed')).toBe('true');
      await page.mouse.move(0, 0);
      const shown = await selectedTrainingTab(page);
      await page.waitForTimeout(3500);
      expect(await selectedTrainingTab(page)).toBe(shown);
    });
  });

  it('the case and about-us panels fade in only for a visitor who allows motion (WCAG 2.3.3)', async () => {
    const animation = (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((panel) => getComputedStyle(panel).animationName);
    for (const motion of [true, false]) {
      const { page } = await stack.newPage(1440, { motion });
      await withScreenshotOnFailure(page, `care-mode-panel-fade-${motion}`, async () => {
        await page.goto(`${stack.url}/#/digitalCollection`);
        await page.locator('.dc-cases__panel').first().waitFor();
        expect(await animation(page, '.dc-cases__panel'), `motion ${motion}`).toBe(motion ? 'site-panel-fade' : 'none');
        await page.goto(`${stack.url}/#/aboutus`);
        await page.locator('.about__panel').first().waitFor();
        expect(await animation(page, '.about__panel'), `motion ${motion}`).toBe(motion ? 'site-panel-fade' : 'none');
      });
    }
  });

  it('sits in the phone menu at 390 px, each of its targets 44 px at least', async () => {
    const { page } = await stack.newPage(390);
    await withScreenshotOnFailure(page, 'care-mode-phone', async () => {
      await page.goto(`${stack.url}/#/index`);
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      const toggle = page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '关怀模式' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      for (const link of await page.getByRole('navigation', { name: '主导航' }).getByRole('link').all()) {
        if (await link.isVisible()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      // Nothing sideways: the page itself does not scroll horizontally.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  });

  it('the portal shell at 390 px and at 200 % zoom: the title ends in an ellipsis, nothing overlaps or is cut off', async () => {
    const { page } = await stack.newPage(390);
    await withScreenshotOnFailure(page, 'care-mode-shell-phone', async () => {
      await page.addInitScript(() => localStorage.setItem('care-mode', '1'));
      const filing = '/talentregistration/commonregistration';
      await page.goto(`${stack.url}/#/login?redirect=${encodeURIComponent(filing)}`);
      await loginWithPassword(page, ACCOUNTS.enterprise.username, ACCOUNTS.enterprise.password);
      await page.getByRole('button', { name: '提交审核', exact: true }).waitFor();
      expect(await careModeOn(page)).toBe(true);
      // 390 px, and 390 px at 200 % zoom (195 CSS px).
      for (const width of [390, 195]) {
        await page.setViewportSize({ width, height: 844 });
        const layout = await page.evaluate(() => {
          const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
          const title = document.querySelector<HTMLElement>('.navbar__title')!;
          const style = getComputedStyle(title);
          const parts = ['.navbar__hamburger', '.navbar__title', '.navbar__right'].map(box);
          const overlaps = parts.flatMap((a, i) =>
            parts
              .slice(i + 1)
              .filter(
                (b) =>
                  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5,
              ),
          ).length;
          const crumbs = document.querySelector<HTMLElement>('.admin-breadcrumb')!;
          return {
            ellipsis: `${style.overflow} ${style.whiteSpace} ${style.textOverflow}`,
            inside: title.getBoundingClientRect().right <= window.innerWidth,
            overlaps,
            crumbsCut: crumbs.scrollWidth - crumbs.clientWidth,
            sideways: document.documentElement.scrollWidth - window.innerWidth,
          };
        });
        expect(layout, `at ${width} px`).toEqual({
          ellipsis: 'hidden nowrap ellipsis',
          inside: true,
          overlaps: 0,
          crumbsCut: 0,
          sideways: 0,
        });
      }
    });
  });
});
