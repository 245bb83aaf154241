/**
 * The home page is painted from index.html before the framework starts, and every other page of the site's
 * navigation from a static file of its own (vite.config.ts prerenderPages); other routes never show the home page,
 * the inline scripts pass the server's CSP, and once React hydrates a page it works as usual.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withScreenshotOnFailure } from '../support/browser';
import { sharedStackForFile } from '../support/e2e-stack';

const stack = sharedStackForFile();

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** The pages the build wrote as static files, from the built index.html's first-screen script. */
function builtPages(): string[] {
  const html = readFileSync(join(import.meta.dirname, '../../dist/index.html'), 'utf8');
  const map = /var s=(\{[^}]*\}),h=location\.hash/.exec(html)?.[1];
  expect(map, 'the first-screen script of dist/index.html').toBeDefined();
  return Object.keys(JSON.parse(map!) as Record<string, string>);
}
const HERO = '让品牌 IP 成为可收藏的数字资产';

/** A page whose framework never arrives: what a phone shows while the JavaScript is still on its way. */
async function pageWithoutFramework(width: number): Promise<Page> {
  const { page } = await stack.newPage(width);
  await page.route(ENTRY, (route) => route.abort());
  return page;
}

/** Uncompressed size of the stylesheets the page has loaded so far. */
function stylesheetBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize, 0),
  );
}

function cspViolations(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

/** Uncaught errors and console errors of the page: React reports a hydration mismatch as one. */
function pageErrors(page: Page): string[] {
  const messages: string[] = [];
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  return messages;
}

/** The page's layout shifts so far, summed as Lighthouse sums them for a load (CLS), with what moved. */
function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const shifts: { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[] = [];
        new PerformanceObserver((list) => shifts.push(...(list.getEntries() as unknown as typeof shifts))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        setTimeout(() => {
          const counted = shifts.filter((shift) => !shift.hadRecentInput);
          resolve({
            total: counted.reduce((sum, shift) => sum + shift.value, 0),
            moved: counted.flatMap((shift) =>
              (shift.sources ?? []).map((source) => (source.node as Element | null)?.className || 'text'),
            ),
          });
        }, 100);
      }),
  );
}

describe('first paint from index.html', () => {
  it.each([390, 1440])('at %i px the home page shows its hero and first section before React', async (width) => {
    const page = await pageWithoutFramework(width);
    await withScreenshotOnFailure(page, `first-paint-home-${width}`, async () => {
      await page.goto(`${stack.url}/#/index`);
      await expect.poll(() => page.getByRole('heading', { name: HERO }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: '星桥区块链应用构建平台' }).isVisible()).toBe(true);
      // Its buttons would do nothing yet: they are disabled until React hydrates the page.
      expect(await page.getByRole('button', { name: '立即咨询' }).first().isDisabled()).toBe(true);
    });
  });

  it.each([390, 1440])('at %i px a page of the navigation shows its first screen before React', async (width) => {
    const page = await pageWithoutFramework(width);
    await page.addInitScript(() => {
      document.addEventListener('first-screen', () => Object.assign(window, { firstScreenAt: performance.now() }));
    });
    for (const [path, heading] of [
      ['/#/aboutus', '关于星桥链数'],
      ['/#/solution?id=2', '化妆品全链路溯源解决方案'],
    ] as const) {
      await withScreenshotOnFailure(page, `first-paint-${path.slice(3, 11)}-${width}`, async () => {
        // A new document each time: a change of the hash alone is a move inside the app.
        await page.goto('about:blank');
        await page.goto(`${stack.url}${path}`);
        await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
        expect(await page.getByRole('heading', { name: HERO }).count(), path).toBe(0);
        // Drawn with the page's own stylesheets, which the route script applied for it.
        expect(
          await page.evaluate(() =>
            [...document.querySelectorAll<HTMLLinkElement>('link[data-route-css]')].map((link) => Boolean(link.sheet)),
          ),
          path,
        ).toContain(true);
        // The page's scripts are asked for only once its static copy is in: before, they would slow it down.
        const [firstScreenAt, firstScriptAt] = await page.evaluate(() => [
          (window as unknown as { firstScreenAt?: number }).firstScreenAt ?? Infinity,
          Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
              .map((entry) => entry.startTime),
          ),
        ]);
        expect(firstScreenAt, path).toBeLessThan(Infinity);
        expect(firstScriptAt, path).toBeGreaterThanOrEqual(firstScreenAt);
      });
    }
  });

  it('React hydrates every static page without an error and keeps the painted nodes', async () => {
    const pages = builtPages();
    expect(pages).toEqual(expect.arrayContaining(['/aboutus', '/solution?id=1', '/product?id=2', '/404']));
    const { page } = await stack.newPage(390);
    const violations = cspViolations(page);
    const errors = pageErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('first-screen', () => {
        Object.assign(window, {
          paintedHeading: document.querySelector('#root h1'),
          heldButtons: [...document.querySelectorAll('#root button[data-prerender-disabled]')],
        });
      });
    });
    for (const url of pages) {
      await withScreenshotOnFailure(page, `first-paint-hydrate-${url.slice(1, 12)}`, async () => {
        await page.goto('about:blank');
        await page.goto(`${stack.url}/#${url}`);
        await expect.poll(() => page.locator('[data-prerender]').count(), { timeout: 15_000 }).toBe(0);
        expect(
          await page.evaluate(() => {
            const painted = (window as unknown as { paintedHeading?: Element | null }).paintedHeading;
            return [Boolean(painted), painted === document.querySelector('h1')];
          }),
          url,
        ).toEqual([true, true]);
        // The buttons the build held back work; a button the page itself draws disabled stays so.
        expect(
          await page.evaluate(() =>
            (window as unknown as { heldButtons: HTMLButtonElement[] }).heldButtons
              .filter((button) => button.isConnected && button.disabled)
              .map((button) => button.outerHTML),
          ),
          url,
        ).toEqual([]);
      });
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('other routes never show the prerendered home page', async () => {
    const page = await pageWithoutFramework(390);
    for (const path of ['/#/solution?id=1', '/#/login', '/#/no/such/page']) {
      await page.goto(`${stack.url}${path}`);
      await page.waitForLoadState('domcontentloaded');
      expect(await page.getByRole('heading', { name: HERO }).isVisible(), path).toBe(false);
    }
  });

  it('React hydrates the static copy without an error, keeps its nodes, passes the CSP and opens the contact dialog', async () => {
    const { page } = await stack.newPage(390);
    const violations = cspViolations(page);
    const errors = pageErrors(page);
    // The nodes of the first paint, taken before the framework runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, {
          paintedNodes: [document.querySelector('h1'), document.querySelector('p.site-section__lead')],
        });
      });
    });
    await withScreenshotOnFailure(page, 'first-paint-react', async () => {
      const response = await page.goto(`${stack.url}/#/index`);
      const csp = response?.headers()['content-security-policy'] ?? '';
      const inlineScripts = await page.evaluate(
        () => [...document.querySelectorAll('script:not([src])')].filter((script) => script.textContent).length,
      );
      expect(csp.match(/'sha256-[\w+/=]+'/g)?.length).toBe(inlineScripts);
      await expect.poll(() => page.locator('[data-prerender]').count(), { timeout: 15_000 }).toBe(0);
      // Hydrated, not replaced: the sections below the first screen arrive beside the painted nodes, which stay.
      await page.locator('footer').waitFor({ timeout: 15_000 });
      expect(
        await page.evaluate(() => {
          const [heading, lead] = (window as unknown as { paintedNodes: Element[] }).paintedNodes;
          return [
            Boolean(heading && lead),
            heading === document.querySelector('h1'),
            lead === document.querySelector('p.site-section__lead'),
          ];
        }),
      ).toEqual([true, true, true]);
      expect(await page.locator('button[disabled]').count()).toBe(0);
      expect(await page.getByRole('heading', { name: HERO }).isVisible()).toBe(true);
      // antd's prebuilt stylesheet comes with the dialog, not with the home page.
      expect(await stylesheetBytes(page)).toBeLessThan(100_000);
      await page.getByRole('button', { name: '立即咨询' }).first().click();
      const dialog = page.getByRole('dialog').first();
      await dialog.waitFor({ timeout: 15_000 });
      // …and it styles the dialog: the submit button in the readable shade of the theme colour (#126fc4 from #1890ff).
      await expect
        .poll(() =>
          dialog.getByRole('button', { name: '提交' }).evaluate((button) => getComputedStyle(button).backgroundColor),
        )
        .toBe('rgb(18, 111, 196)');
      expect(violations).toEqual([]);
      // A hydration mismatch surfaces as a recoverable error React reports (minified error 418, 419, 423 …).
      expect(errors).toEqual([]);
    });
  });

  it('the sign-in, password reset and activation forms work without antd or its stylesheet', async () => {
    const { page } = await stack.newPage(390);
    const token = 'A'.repeat(43);
    for (const [path, form] of [
      ['/#/login', '账号密码登录'],
      ['/#/forgetpwd', '找回密码'],
      [`/#/activate?token=${token}`, '设置登录密码'],
    ] as const) {
      await page.goto(`${stack.url}${path}`);
      await page.getByRole('form', { name: form }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await stylesheetBytes(page), path).toBeLessThan(100_000);
      // No antd component on the page: its class prefix appears nowhere in the form.
      expect(await page.locator('form [class*="ant-"]').count(), path).toBe(0);
      // …and the theme's readable primary colour still draws the submit button (#126fc4, as antd's tokens give it).
      if (path !== '/#/login')
        expect(
          await page
            .locator('form button[type="submit"]')
            .evaluate((button) => getComputedStyle(button).backgroundColor),
          path,
        ).toBe('rgb(18, 111, 196)');
    }
  });

  it('a link of the static copy works before React: the app starts on the page it leads to', async () => {
    const { page } = await stack.newPage(1440);
    // The framework arrives late, as on a slow phone.
    await page.route(ENTRY, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${stack.url}/#/index`, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-prerender] a[href="#/aboutus"]').first().click({ force: true });
    await expect.poll(() => page.url()).toContain('#/aboutus');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
      .toBe('关于星桥链数');
  });

  it('the talent portal: an article list or article that arrives late moves nothing the visitor already sees', async () => {
    const list = await stack.api<{ list: { id: number }[] }>('/portal/news/list?currPage=1&limit=1&category=5');
    const id = list.data?.list[0]?.id;
    expect(id).toBeDefined();
    for (const [path, heading] of [
      ['/articlelist?nav=5', '新闻动态'],
      [`/articledetail?id=${id}&nav=5`, undefined],
    ] as const) {
      const { page } = await stack.newPage(390);
      // The articles arrive a second after the page, as on a slow phone network.
      await page.route(/\/portal\/news\/(list|detail)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await withScreenshotOnFailure(page, `first-paint-talent-${path.slice(1, 12)}`, async () => {
        await page.goto(`${stack.url}/#${path}`);
        await page.locator('.talent-footer').waitFor();
        if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // The list's rows or the article's body are in: the late content has been laid out.
        await page.locator('.talent-panel a[href*="articledetail"], .talent-article__title').first().waitFor();
        await page.waitForTimeout(300);
        const shifts = await layoutShifts(page);
        expect(shifts.total, `${path}: ${shifts.moved.join(', ')}`).toBeLessThan(0.02);
      });
    }
  });
});
