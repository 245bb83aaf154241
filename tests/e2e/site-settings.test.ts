/**
 * D13 on the built product: the admin changes the hotline in the console and the live site shows it without a
 * rebuild (the same built files are served before and after); the prerendered home page paints the build's
 * defaults and the live values replace them without moving the page. Real Chromium, `npm start`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, stackForFile } from '../support/e2e-stack';
import { toast } from '../support/fixtures';
import { loginWithPassword, waitForHashPath } from '../support/portal';

const SETTINGS = '/shangchain/bsnApi/portal/site/settings';
const NEW_HOTLINE = '400-123-4567';

// A server of its own: the settings it changes show to every visitor of the site.
const stack = stackForFile();

/** The script and stylesheet URLs index.html points at: the build being served. */
async function builtAssets(): Promise<string[]> {
  const html = await (await fetch(`${stack.url}/`)).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!).sort();
}

/** A visitor's first visit (a fresh browser, nothing cached). */
async function visit(path: string, width = 1440): Promise<Page> {
  const { page } = await stack.newPage(width);
  await page.goto(`${stack.url}/#${path}`);
  return page;
}

describe('site facts at run time', () => {
  it('a hotline changed in the console shows on the live site without a rebuild', async () => {
    const assets = await builtAssets();
    expect(assets.length).toBeGreaterThan(0);
    const before = await visit('/index');
    await withScreenshotOnFailure(before, 'site-settings-before', async () => {
      const footer = before.locator('footer.site-footer');
      await footer.getByRole('link', { name: '400-000-0000（示例）' }).waitFor();
    });

    const { page: admin } = await stack.newPage();
    await withScreenshotOnFailure(admin, 'site-settings-console', async () => {
      await admin.goto(`${stack.url}/#/login?redirect=${encodeURIComponent('/account/site')}`);
      await loginWithPassword(admin, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
      await waitForHashPath(admin, '/account/site');
      await admin.getByRole('menuitem', { name: '站点信息' }).waitFor();
      const hotline = admin.getByLabel('服务热线', { exact: true });
      await hotline.fill('热线');
      await admin.getByRole('button', { name: '保存', exact: true }).click();
      await admin.getByText('服务热线只能由数字和连字符组成，如 400-000-0000').waitFor();
      await hotline.fill(NEW_HOTLINE);
      await admin.getByRole('button', { name: '保存', exact: true }).click();
      await toast(admin, '站点信息已保存，网站已显示新内容').waitFor();
    });

    const after = await visit('/index');
    await withScreenshotOnFailure(after, 'site-settings-after', async () => {
      const footer = after.locator('footer.site-footer');
      await footer.getByRole('link', { name: `${NEW_HOTLINE}（示例）` }).waitFor();
      expect(await footer.getByRole('link', { name: `${NEW_HOTLINE}（示例）` }).getAttribute('href')).toBe(
        'tel:4001234567',
      );
    });
    const talent = await visit('/talent', 390);
    await withScreenshotOnFailure(talent, 'site-settings-talent', async () => {
      await talent
        .locator('footer.talent-footer')
        .getByText(`服务热线：${NEW_HOTLINE}（示例）`, { exact: false })
        .waitFor();
    });
    // The same built files: nothing was rebuilt.
    expect(await builtAssets()).toEqual(assets);

    const token = await stack.loginToken(ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    const audit = await stack.api<{ list: { summary: string }[] }>('/portal/audit/list?action=site.settings', {
      token,
    });
    expect(audit.data?.list.map((entry) => entry.summary)).toEqual([
      `修改站点信息：服务热线 400-000-0000 → ${NEW_HOTLINE}`,
    ]);
  });

  it('the prerendered home page paints the defaults; the live values replace them without moving the page', async () => {
    const { page } = await stack.newPage(390);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${SETTINGS}`, async (route) => {
      await held;
      await route.continue();
    });
    await withScreenshotOnFailure(page, 'site-settings-prerender', async () => {
      await page.goto(`${stack.url}/#/index`);
      const footer = page.locator('footer.site-footer');
      await footer.getByRole('link', { name: '400-000-0000（示例）' }).waitFor();
      await expect.poll(() => page.locator('[data-prerender]').count(), { timeout: 15_000 }).toBe(0);
      const box = async () => {
        const rect = await footer.boundingBox();
        return { top: rect!.y, height: rect!.height, page: await page.evaluate(() => document.body.scrollHeight) };
      };
      const defaults = await box();
      release();
      await footer.getByRole('link', { name: `${NEW_HOTLINE}（示例）` }).waitFor();
      expect(await box()).toEqual(defaults);
    });
  });
});
