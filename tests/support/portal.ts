import type { BrowserContext, Cookie, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CLICK_GUARD_MS } from '@/lib/use-click-guard';
import { hashPath } from './fixtures';

/** antd puts a space between the two characters of a Chinese button label ('登 录'). */
export const LOGIN_BUTTON = /^登\s?录$/;

/** Waits for the password tab of /login itself (the hash changes before the lazy login page has replaced the last one). */
export async function waitForLoginForm(page: Page): Promise<void> {
  await page.getByRole('form', { name: '账号密码登录' }).waitFor();
}

/** Tab 1 of /login: account, password, optional auto-login change, 登录. */
export async function loginWithPassword(
  page: Page,
  username: string,
  password: string,
  options: { autoLogin?: boolean } = {},
): Promise<void> {
  await waitForLoginForm(page);
  await page.getByLabel('账户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  if (options.autoLogin !== undefined)
    await page.getByRole('checkbox', { name: '自动登录' }).setChecked(options.autoLogin);
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
}

/** Resolves once the hash route equals `path` (query included). */
export async function waitForHashPath(page: Page, path: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (hashPath(page) !== path) {
    if (Date.now() > deadline) throw new Error(`expected the route ${path}, still on ${hashPath(page)}`);
    await page.waitForTimeout(100);
  }
}

/** The user centre has rendered for a logged-in user. */
export async function waitForUserCentre(page: Page): Promise<void> {
  await waitForHashPath(page, '/homepage/homepage');
  await page.getByText('快捷入口', { exact: true }).waitFor();
}

/** What a browser keeps after a restart: only the persistent cookies (session cookies have expires -1). */
export async function cookiesAfterRestart(context: BrowserContext): Promise<Cookie[]> {
  return (await context.cookies()).filter((cookie) => cookie.expires > 0);
}

/** Picks an option of an antd Select by its visible label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText(option, { exact: true })
    .click();
}

/**
 * A guarded button (SPEC §9) is disabled for CLICK_GUARD_MS after a click whose submission passed validation.
 * Checked from the click's first effect (a message may show a frame before the button's state does) for at most
 * 2 s, long before the guard ends, even on a busy machine.
 */
export async function expectGuarded(button: Locator): Promise<void> {
  await expect.poll(() => button.isDisabled(), { timeout: 2_000 }).toBe(true);
}

/** DECISIONS D14: a click that failed validation starts no guard; the button can be pressed again at once. */
export async function expectUsable(button: Locator): Promise<void> {
  expect(await button.isDisabled()).toBe(false);
}

/**
 * Jumps the page's clock over the rest of a click guard instead of waiting it out. The clock must have been installed
 * (`page.clock.install()`) before the page loaded; it otherwise runs as usual.
 */
export function skipClickGuard(page: Page): Promise<void> {
  return page.clock.fastForward(CLICK_GUARD_MS);
}
