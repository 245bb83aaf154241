/**
 * Two-factor sign-in (docs/security.md) in real Chromium against the server as `npm start` runs it: the admin enrols
 * an authenticator on the account page (the test computes its codes from the secret shown, as an app would), signs
 * out, signs in with a code, then with a recovery code, which afterwards no longer works. The enrolment and sign-in
 * screens are saved at 1440 and 390 px (test-results/e2e/two-factor-*.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeySteps, screenshotDir } from '../support/browser';
import { ACCOUNTS, stackForFile } from '../support/e2e-stack';
import { toast } from '../support/fixtures';
import { LOGIN_BUTTON, loginWithPassword, skipClickGuard, waitForHashPath, waitForLoginForm } from '../support/portal';

// A server of its own: the admin account's second factor stays on after the journey.
const stack = stackForFile();
const admin = ACCOUNTS.admin;

/** The code an authenticator app shows now for `secret` (RFC 6238: SHA-1, 6 digits, 30 s). */
function codeOf(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

/**
 * The code of the step after the current one, as an authenticator whose clock runs a little ahead shows it: the
 * server accepts one step either way, so the code is good whether or not a step boundary passes before the server
 * checks it, and it is newer than the code enrolment used, so a sign-in need not wait for the next step.
 */
function nextStepCode(secret: string): string {
  return codeOf(secret, Date.now() + 30_000);
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `two-factor-${name}.png`), fullPage: true });
}

async function signOut(page: Page): Promise<void> {
  await page.locator('.navbar__user').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await waitForLoginForm(page);
}

/** Signs out, then signs the admin in again with the password and `otp` (a dynamic code or a recovery code). */
async function signInWithSecondStep(page: Page, otp: string): Promise<void> {
  await signOut(page);
  await loginWithPassword(page, admin.username, admin.password);
  const field = page.getByLabel('动态码', { exact: true });
  await field.waitFor();
  await field.fill(otp);
  await skipClickGuard(page); // the click guard of the first submit (SPEC §9)
  await page.getByRole('button', { name: LOGIN_BUTTON }).click();
}

describe('two-factor sign-in for the admin', () => {
  it('enrols, signs out, signs in with a code, then with a recovery code that then no longer works', async () => {
    const { page } = await stack.newPage(1440);
    // The page's clock jumps over the click guards instead of waiting them out.
    await page.clock.install();
    const step = journeySteps(page, 'two-factor');
    let secret = '';
    let recoveryCodes: string[] = [];

    await step('enrol', async () => {
      await page.goto(`${stack.url}/#/login?redirect=${encodeURIComponent('/account/accountmanagement')}`);
      await loginWithPassword(page, admin.username, admin.password);
      await waitForHashPath(page, '/account/accountmanagement');
      await page.getByRole('button', { name: '绑定身份验证器' }).click();
      const key = page.getByTestId('totp-secret');
      await key.waitFor();
      secret = (await key.innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const qr = page.getByRole('img', { name: '两步验证二维码' });
      expect(await qr.getAttribute('data-qr-value')).toContain(`secret=${secret}`);
      await shot(page, 'enrol-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'enrol-390');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByLabel('动态码', { exact: true }).fill(codeOf(secret));
      await page.getByRole('button', { name: '确认启用' }).click();
      await toast(page, '已启用两步验证').waitFor();
      const list = page.getByRole('list', { name: '恢复码（只显示这一次）' });
      await list.waitFor();
      recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
      expect(recoveryCodes).toHaveLength(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      await shot(page, 'recovery-1440');
      await page.getByRole('button', { name: '我已保存恢复码' }).click();
      await page.getByText('已启用两步验证', { exact: true }).first().waitFor();
    });

    await step('sign-in-with-code', async () => {
      await signOut(page);
      await loginWithPassword(page, admin.username, admin.password);
      await toast(page, '请输入身份验证器中的 6 位动态码（或一个恢复码）', 'alert').waitFor();
      const otp = page.getByLabel('动态码', { exact: true });
      await otp.waitFor();
      await shot(page, 'sign-in-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'sign-in-390');
      await page.setViewportSize({ width: 1440, height: 900 });
      await otp.fill(nextStepCode(secret));
      await skipClickGuard(page); // the click guard of the first submit (SPEC §9)
      await page.getByRole('button', { name: LOGIN_BUTTON }).click();
      await page.getByRole('button', { name: '用户菜单: admin' }).waitFor();
    });

    await step('sign-in-with-recovery-code', async () => {
      await signInWithSecondStep(page, recoveryCodes[0]!);
      await page.getByRole('button', { name: '用户菜单: admin' }).waitFor();
    });

    await step('recovery-code-spent', async () => {
      await signInWithSecondStep(page, recoveryCodes[0]!);
      await toast(page, '动态码或恢复码错误', 'alert').waitFor();
      await waitForLoginForm(page);
    });
    // The API says the same: a spent recovery code signs nobody in.
    const spent = await stack.api('/login', {
      body: { username: admin.username, password: admin.password, otp: recoveryCodes[0] },
    });
    expect(spent).toEqual({ code: 10008, msg: '动态码或恢复码错误' });
  });
});
