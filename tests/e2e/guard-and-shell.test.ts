/**
 * The route guard (redirect with query, 401 for a forbidden role, an expired session) and the admin shell
 * (tags, context menu, reload, language, theme) in a real browser.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForApiQuiet, withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, sharedStackForFile } from '../support/e2e-stack';
import { hashPath, toast } from '../support/fixtures';
import { loginWithPassword, waitForHashPath, waitForUserCentre } from '../support/portal';

const stack = sharedStackForFile();
const enterprise = ACCOUNTS.enterprise;

async function loggedInPage(): Promise<Page> {
  const { page } = await stack.newPage();
  await page.goto(`${stack.url}/#/login`);
  await loginWithPassword(page, enterprise.username, enterprise.password);
  await waitForUserCentre(page);
  return page;
}

function tags(page: Page) {
  return page.getByRole('navigation', { name: /已访问页面|Visited pages/ });
}

describe('route guard', () => {
  it('sends a logged-out visitor to /login and back to the page with its query after login', async () => {
    const { page } = await stack.newPage();
    const target = '/account/accountmanagement?tab=password&from=mail';
    await withScreenshotOnFailure(page, 'guard-redirect', async () => {
      await page.goto(`${stack.url}/#${target}`);
      await waitForHashPath(page, `/login?redirect=${target}`);
      expect(new URL(page.url()).hash).toBe(`#/login?redirect=${encodeURIComponent(target)}`);
      await loginWithPassword(page, enterprise.username, enterprise.password);
      await waitForHashPath(page, target);
      await page.getByText('账号管理').first().waitFor();
    });
  });

  it('shows 401 to an enterprise user who opens the review console', async () => {
    const page = await loggedInPage();
    await withScreenshotOnFailure(page, 'guard-401', async () => {
      await page.goto(`${stack.url}/#/review/registrations`);
      await page.getByRole('heading', { name: '你没有权限去该页面' }).waitFor();
      expect(hashPath(page)).toBe('/401');
    });
  });

  it('an expired session sends the user to /login once, with one message', async () => {
    const page = await loggedInPage();
    await withScreenshotOnFailure(page, 'guard-expired-session', async () => {
      // Let the user centre finish its own calls first: one still in flight would meet the expired session
      // before the click below and redirect from the user centre instead.
      await waitForApiQuiet(page, 1_000);
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;
      expect(token).toBeTruthy();
      // The session ends on the server (POST /logout deletes it), the browser still holds the token.
      const loggedOut = await stack.api('/logout', { method: 'POST', token });
      expect(loggedOut.code).toBe(0);

      const historyBefore = await page.evaluate(() => history.length);
      await page.getByRole('link', { name: '查看基本信息' }).click();
      await waitForHashPath(page, '/login?redirect=/account/accountmanagement');
      await toast(page, '登录已过期，请重新登录', 'alert').waitFor();
      // Whatever else the page was loading fails too; none of it may add a toast or another redirect.
      await page.waitForTimeout(1500);
      expect(await page.locator('.toaster').getByRole('alert').count()).toBe(1);
      expect(hashPath(page)).toBe('/login?redirect=/account/accountmanagement');
      // One history entry for the click on the profile link, replaced by /login: no second login entry.
      expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
    });
  });
});

describe('admin shell', () => {
  it('tags, context menu, reload keeps tags, English and back, theme from the settings drawer', async () => {
    const page = await loggedInPage();
    const step = <T>(name: string, body: () => Promise<T>) => withScreenshotOnFailure(page, `shell-${name}`, body);

    await step('tags', async () => {
      await tags(page).getByRole('link', { name: '主页', exact: true }).waitFor();
      await page.getByRole('navigation', { name: '导航菜单' }).getByText('账号管理', { exact: true }).click();
      await waitForHashPath(page, '/account/accountmanagement');
      await tags(page).getByRole('link', { name: '账号管理', exact: true }).waitFor();
      expect(await tags(page).getByRole('link').allInnerTexts()).toEqual(['主页', '账号管理']);
      // The affix home tag has no close button; the other one has.
      expect(await tags(page).getByRole('button', { name: '关闭 主页' }).count()).toBe(0);
      await tags(page).getByRole('button', { name: '关闭 账号管理' }).waitFor();
    });

    await step('context-menu', async () => {
      await tags(page).getByRole('link', { name: '账号管理', exact: true }).click({ button: 'right' });
      const menu = page.getByRole('menu', { name: '账号管理' });
      await menu.waitFor();
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
      const box = await menu.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(105);
      await menu.getByRole('menuitem', { name: '刷新' }).click();
      await menu.waitFor({ state: 'hidden' });
      expect(hashPath(page)).toBe('/account/accountmanagement');
    });

    await step('reload-keeps-tags', async () => {
      await page.reload();
      await tags(page).getByRole('link', { name: '账号管理', exact: true }).waitFor();
      expect(await tags(page).getByRole('link').allInnerTexts()).toEqual(['主页', '账号管理']);
      expect(hashPath(page)).toBe('/account/accountmanagement');
    });

    await step('close-others', async () => {
      await tags(page).getByRole('link', { name: '主页', exact: true }).click({ button: 'right' });
      const menu = page.getByRole('menu', { name: '主页' });
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['刷新', '关闭其他', '关闭所有']);
      await menu.getByRole('menuitem', { name: '关闭其他' }).click();
      await waitForHashPath(page, '/homepage/homepage');
      await expect.poll(() => tags(page).getByRole('link').allInnerTexts(), { timeout: 10_000 }).toEqual(['主页']);
    });

    await step('english', async () => {
      await page.getByRole('button', { name: '语言', exact: true }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await toast(page, 'Switch Language Success').waitFor();
      await tags(page).getByRole('link', { name: 'Home', exact: true }).waitFor();
      await page.getByText('Talent Services Alliance Chain', { exact: true }).first().waitFor();
    });

    await step('back-to-chinese', async () => {
      await page.getByRole('button', { name: 'Language', exact: true }).click();
      const english = page.getByRole('menuitem', { name: 'English' });
      expect(await english.getAttribute('aria-disabled')).toBe('true');
      await page.getByRole('menuitem', { name: '中文' }).click();
      await tags(page).getByRole('link', { name: '主页', exact: true }).waitFor();
      await page.getByText('人才服务联盟链平台', { exact: true }).first().waitFor();
    });

    await step('theme', async () => {
      await page.getByRole('button', { name: '打开系统设置' }).click();
      const drawer = page.getByRole('dialog', { name: '系统布局配置' });
      await drawer.waitFor();
      const tagsSwitch = drawer.getByRole('switch', { name: '开启 Tags-View' });
      const background = () => tagsSwitch.evaluate((element) => getComputedStyle(element).backgroundColor);
      // The readable shade (#126fc4) of the default seed colour #1890ff (docs/accessibility.md).
      await expect.poll(background, { timeout: 10_000 }).toBe('rgb(18, 111, 196)');
      await drawer.getByRole('button', { name: '主题色 #1890ff' }).click();
      const purple = drawer.getByRole('button', { name: '#722ed1', exact: true });
      // A click during the popover's opening animation can miss; a user would click the swatch again.
      await expect
        .poll(
          async () => {
            const now = await background();
            if (now !== 'rgb(114, 46, 209)') await purple.click();
            return now;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe('rgb(114, 46, 209)');
      const stored = await page.evaluate(() => localStorage.getItem('admin-settings'));
      expect(JSON.parse(stored ?? '{}').state?.theme?.toLowerCase()).toBe('#722ed1');
      await page.keyboard.press('Escape');
      await page.reload();
      await page.getByRole('button', { name: '打开系统设置' }).click();
      await drawer.waitFor();
      await expect.poll(background, { timeout: 10_000 }).toBe('rgb(114, 46, 209)');
    });
  });
});
