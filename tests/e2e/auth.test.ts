/**
 * Login by SMS code (webhook receiver), password reset by e-mail code (SMTP catcher), auto-login on and off.
 * A server, catcher and receiver of the file's own: the reset changes the seeded enterprise01 account's password.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Cookie } from 'playwright-core';
import { withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, stackForFile } from '../support/e2e-stack';
import { hashPath, toast } from '../support/fixtures';
import {
  LOGIN_BUTTON,
  cookiesAfterRestart,
  expectGuarded,
  loginWithPassword,
  skipClickGuard,
  waitForHashPath,
  waitForUserCentre,
} from '../support/portal';

const stack = stackForFile();
const enterprise = ACCOUNTS.enterprise;
/** Changed by the reset journey, which runs last. */
let enterprisePassword: string = enterprise.password;

const DAY_S = 24 * 60 * 60;

/** No cookie holds the password, in clear or URL-encoded (DECISIONS D5). */
function expectNoPasswordIn(cookies: Cookie[], password: string) {
  for (const cookie of cookies) {
    expect(cookie.value).not.toContain(password);
    expect(decodeURIComponent(cookie.value)).not.toContain(password);
  }
}

/** A browser restart: a new context holding only the persistent cookies of the old one. */
async function restartedBrowser(context: BrowserContext): Promise<BrowserContext> {
  const kept = await cookiesAfterRestart(context);
  const next = await stack.newContext();
  await next.addCookies(kept);
  return next;
}

describe('login, reset and auto-login in the browser', () => {
  it('logs in by SMS code read from the webhook receiver', async () => {
    const { page } = await stack.newPage();
    const step = <T>(name: string, body: () => Promise<T>) => withScreenshotOnFailure(page, `auth-sms-${name}`, body);

    await step('send-code', async () => {
      await page.goto(`${stack.url}/#/login`);
      await page.getByRole('tab', { name: '手机验证码登录' }).click();
      const form = page.getByRole('form', { name: '手机验证码登录' });
      await form.waitFor();
      await form.getByRole('button', { name: '获取验证码' }).click();
      await form.getByText('请输入手机号', { exact: true }).waitFor();
      await form.getByLabel('手机号', { exact: true }).fill(enterprise.phone);
      await form.getByRole('button', { name: '获取验证码' }).click();
      await toast(page, '发送成功').waitFor();
      await form.getByRole('button', { name: /^\d+s后重新发送$/ }).waitFor();
    });

    await step('login', async () => {
      const form = page.getByRole('form', { name: '手机验证码登录' });
      const code = await stack.sms.codeFor(enterprise.phone);
      await form.getByLabel('验证码', { exact: true }).fill(code);
      await form.getByRole('button', { name: LOGIN_BUTTON }).click();
      await waitForUserCentre(page);
      await page.getByRole('button', { name: /用户菜单/ }).waitFor();
    });
  });

  it('auto-login on: the token cookie lasts 7 days, no password in any cookie, a restarted browser is still logged in', async () => {
    const { context, page } = await stack.newPage();
    const step = <T>(name: string, body: () => Promise<T>) =>
      withScreenshotOnFailure(page, `auth-autologin-on-${name}`, body);

    await step('login', async () => {
      await page.goto(`${stack.url}/#/login`);
      await loginWithPassword(page, enterprise.username, enterprisePassword);
      await waitForUserCentre(page);
    });

    await step('cookies', async () => {
      const cookies = await context.cookies();
      expectNoPasswordIn(cookies, enterprisePassword);
      const token = cookies.find((cookie) => cookie.name === 'Admin-Token');
      expect(token, 'Admin-Token cookie').toBeDefined();
      const lifetime = token!.expires - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(7 * DAY_S - 3600);
      expect(lifetime).toBeLessThan(7 * DAY_S + 3600);
      expect(cookies.find((cookie) => cookie.name === 'account')?.value).toBe(enterprise.username);
    });

    const restarted = await restartedBrowser(context);
    const again = await restarted.newPage();
    try {
      await withScreenshotOnFailure(again, 'auth-autologin-on-restarted', async () => {
        await again.goto(`${stack.url}/#/homepage/homepage`);
        await waitForUserCentre(again);
        expect(hashPath(again)).toBe('/homepage/homepage');
      });
    } finally {
      await restarted.close();
    }
  });

  it('auto-login off: the token is a session cookie and a restarted browser has to log in again', async () => {
    const { context, page } = await stack.newPage();
    const step = <T>(name: string, body: () => Promise<T>) =>
      withScreenshotOnFailure(page, `auth-autologin-off-${name}`, body);

    await step('login', async () => {
      await page.goto(`${stack.url}/#/login`);
      await loginWithPassword(page, enterprise.username, enterprisePassword, { autoLogin: false });
      await waitForUserCentre(page);
    });

    await step('cookies', async () => {
      const cookies = await context.cookies();
      expectNoPasswordIn(cookies, enterprisePassword);
      const token = cookies.find((cookie) => cookie.name === 'Admin-Token');
      expect(token, 'Admin-Token cookie').toBeDefined();
      expect(token!.expires).toBe(-1);
      expect(cookies.find((cookie) => cookie.name === 'account')).toBeUndefined();
    });

    const restarted = await restartedBrowser(context);
    const again = await restarted.newPage();
    try {
      await withScreenshotOnFailure(again, 'auth-autologin-off-restarted', async () => {
        expect((await restarted.cookies()).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
        await again.goto(`${stack.url}/#/homepage/homepage`);
        await waitForHashPath(again, '/login?redirect=/homepage/homepage');
        await again.getByRole('form', { name: '账号密码登录' }).waitFor();
      });
    } finally {
      await restarted.close();
    }
  });

  it('resets the password with the e-mail code and logs in with the new one', async () => {
    const { page } = await stack.newPage();
    // The page's clock runs as usual, and jumps over the login button's 6 s guard after a refused login (SPEC §9).
    await page.clock.install();
    const step = <T>(name: string, body: () => Promise<T>) => withScreenshotOnFailure(page, `auth-reset-${name}`, body);
    const newPassword = 'Reset#2026x';
    const mailsBefore = stack.catcher.messages.length;

    await step('open', async () => {
      await page.goto(`${stack.url}/#/login`);
      await page.getByRole('link', { name: '忘记密码？' }).click();
      await page.getByRole('heading', { name: '找回密码' }).waitFor();
      expect(hashPath(page)).toBe('/forgetpwd');
    });

    await step('send-code', async () => {
      await page.getByRole('button', { name: '获取验证码' }).click();
      await toast(page, '请输入邮箱', 'alert').waitFor();
      await page.getByLabel('邮箱', { exact: true }).fill(enterprise.email);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await toast(page, '发送成功').waitFor();
    });

    await step('reset', async () => {
      const code = await stack.catcher.codeFor(enterprise.email, mailsBefore, 30_000);
      const mail = stack.catcher.messages
        .slice(mailsBefore)
        .find((candidate) => candidate.to.includes(enterprise.email));
      expect(mail?.subject).toContain('找回密码');
      await page.getByLabel('验证码', { exact: true }).fill(code);
      await page.getByLabel('新密码', { exact: true }).fill(newPassword);
      await page.getByLabel('确认密码', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: '重置密码' }).click();
      await toast(page, '密码重置成功，请使用新密码登录').waitFor();
      await waitForHashPath(page, '/login');
      enterprisePassword = newPassword;
    });

    await step('old-password-refused', async () => {
      await loginWithPassword(page, enterprise.username, enterprise.password);
      await page.locator('.toaster').getByRole('alert').first().waitFor();
      expect(hashPath(page)).toBe('/login');
      await expectGuarded(page.getByRole('button', { name: LOGIN_BUTTON }));
    });

    await step('login-with-new-password', async () => {
      await page.getByLabel('密码', { exact: true }).fill(newPassword);
      await skipClickGuard(page);
      await page.getByRole('button', { name: LOGIN_BUTTON }).click();
      await waitForUserCentre(page);
    });
  });
});
