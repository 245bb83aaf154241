/**
 * Keyboard-only journeys (WCAG 2.1.1, 2.4.3, 2.4.7; docs/accessibility.md): an organisation registering, filing a
 * talent and applying for a reward, a reviewer approving them, an admin creating an account and the shell with its
 * settings drawer and theme colour, with Tab, arrows, Enter, Space, Escape and typing only — no click — and every
 * control focused on the way shows a focus ring. Dialogs and drawers take focus, keep it inside while open and give
 * it back to the control that opened them, or to the page's heading when that control is gone.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForApiQuiet, withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, sharedStackForFile } from '../support/e2e-stack';
import { certificatePng, hashPath, resumePdf, talentIdCard, toast, uniqueSuffix } from '../support/fixtures';
import { waitForHashPath, waitForLoginForm } from '../support/portal';
import { registerOrganisationByApi } from '../support/register-organisation';

const stack = sharedStackForFile();

interface Focused {
  name: string;
  role: string;
  /** An outline or a box-shadow on the focused control or the antd wrapper that draws its ring. */
  ring: boolean;
  inDialog: string | null;
}

/** What has focus now: its accessible-ish name, whether its focus is visible, the dialog it is in. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', role: 'body', ring: false, inDialog: null };
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // antd draws the ring of a radio or checkbox on its visible box, beside the transparent input; the sign-in
    // pages' own controls (auth-controls.tsx) draw it the same way.
    const wrapper =
      element.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number, .auth-input') ??
      element
        .closest('.ant-radio, .ant-checkbox, .auth-checkbox, .auth-radio-button')
        ?.querySelector('.ant-radio-inner, .ant-checkbox-inner, .auth-checkbox__box, .auth-radio-button__label') ??
      null;
    const dialog = element.closest('[role="dialog"]');
    return {
      name: (
        element.getAttribute('aria-label') ??
        (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null) ??
        element.closest('label')?.textContent ??
        element.textContent ??
        ''
      )
        .replace(/\s+/g, '')
        .trim(),
      role: element.getAttribute('role') ?? element.tagName.toLowerCase(),
      ring: shows(element) || shows(wrapper),
      inDialog: dialog ? (dialog.getAttribute('aria-labelledby') ?? 'dialog') : null,
    };
  });
}

/** Presses Tab (Shift+Tab backwards) until the focused control's name is `name`; each stop must show its focus. */
async function tabTo(page: Page, name: string | RegExp, options: { back?: boolean; max?: number } = {}) {
  const seen: string[] = [];
  for (let presses = 0; presses < (options.max ?? 60); presses++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now.name);
    if (now.role !== 'body') expect(now.ring, `focus ring on "${now.name}" (${now.role})`).toBe(true);
    if (typeof name === 'string' ? now.name === name.replace(/\s+/g, '') : name.test(now.name)) return now;
  }
  throw new Error(`Tab never reached "${String(name)}"; it went through: ${seen.join(' → ')}`);
}

/** Signs in on /login with the keyboard alone: the account field, the password, Enter. */
async function signInByKeyboard(page: Page, username: string, password: string, redirect: string) {
  await page.goto(`${stack.url}/#/login?redirect=${encodeURIComponent(redirect)}`);
  await waitForLoginForm(page);
  await tabTo(page, '账户名');
  await page.keyboard.type(username);
  await tabTo(page, '密码');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await waitForHashPath(page, redirect);
  await waitForApiQuiet(page);
}

/** Presses an arrow key until the focused item's name is `name` (menus move focus with arrows); each shows focus. */
async function arrowTo(page: Page, name: string | RegExp, key = 'ArrowDown') {
  const seen: string[] = [];
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press(key);
    // antd's menus move focus in an animation frame after the key; read it once that frame has run, as a person
    // sees it before pressing the next key.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const now = await focused(page);
    seen.push(now.name);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) {
      expect(now.ring, `focus ring on "${now.name}" (${now.role})`).toBe(true);
      return;
    }
  }
  throw new Error(`${key} never reached "${String(name)}"; it went through: ${seen.join(' → ')}`);
}

/** Chooses the first option of the native select that has focus with the down arrow (no list opens for it). */
async function chooseFirstOption(page: Page) {
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).not.toBe('');
}

/** Opens the focused select with the arrow key, moves to the option `option` with the arrows and chooses it by Enter. */
async function chooseOption(page: Page, option: string) {
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await page.keyboard.press('ArrowDown');
  await dropdown.waitFor();
  const active = () => dropdown.locator('.ant-select-item-option-active').textContent();
  const seen: string[] = [];
  for (let presses = 0; presses < 30 && (await active()) !== option; presses++) {
    seen.push((await active()) ?? '');
    await page.keyboard.press('ArrowDown');
  }
  expect(await active(), `options went through: ${seen.join(' → ')}`).toBe(option);
  await page.keyboard.press('Enter');
  await dropdown.waitFor({ state: 'hidden' }).catch(() => undefined);
}

/**
 * Tabs to an upload button and opens the system's file dialog with Enter. The dialog is waited for before the first
 * Tab: Playwright starts intercepting file dialogs when the listener is added, without waiting for the browser to
 * confirm, so a listener added just before the key press can miss the dialog it opens.
 */
async function uploadByKeyboard(page: Page, button: string | RegExp, file: string) {
  const chooser = page.waitForEvent('filechooser', { timeout: 60_000 });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}

/** Types a date into the focused antd DatePicker and confirms it with Enter. */
async function typeDate(page: Page, date: string) {
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(date);
}

/** What has focus is the page's <h1> with this text (after a drawer whose row is gone has closed). */
async function expectHeadingFocused(page: Page, title: string) {
  await expect
    .poll(() => page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`), {
      timeout: 5_000,
    })
    .toBe(`H1:${title}`);
}

describe('keyboard only, with visible focus', () => {
  it('an organisation registers: both steps of the form, its selects, the licence upload and the mailed code', async () => {
    const suffix = uniqueSuffix();
    const org = {
      name: `星桥键盘注册科技有限公司${suffix}`,
      account: `kbr${suffix}`,
      password: 'Kb#2026reg',
      email: `kbr.${suffix}@example.org`,
      phone: `136${String(Date.now()).slice(-8)}`,
    };
    const { page } = await stack.newPage();
    await withScreenshotOnFailure(page, 'keyboard-register', async () => {
      await page.goto(`${stack.url}/#/register`);
      await page.getByRole('heading', { name: '用户注册' }).waitFor();
      await tabTo(page, '企业名称');
      await page.keyboard.type(org.name);
      for (const select of ['所属行业', '企业性质', '企业规模']) {
        await tabTo(page, select);
        await chooseFirstOption(page);
      }
      for (const [field, text] of [
        ['法人姓名', '李键盘'],
        ['企业地址', '浙江省杭州市滨江区星桥路 2 号'],
        ['营业执照', '91330100MA2KEYB01X'],
      ] as const) {
        await tabTo(page, field);
        await page.keyboard.type(text);
      }
      // The upload opens the system's file dialog from the keyboard.
      await uploadByKeyboard(page, /上传/, certificatePng(stack.app.dataDir));
      await toast(page, '上传成功').waitFor();
      await tabTo(page, '下一步');
      await page.keyboard.press('Enter');
      await page.getByRole('form', { name: '设置账号信息' }).waitFor();

      for (const [field, text] of [
        ['账户名', org.account],
        ['登录密码', org.password],
        ['确认密码', org.password],
        ['邮箱', org.email],
      ] as const) {
        await tabTo(page, field);
        await page.keyboard.type(text);
      }
      const sent = stack.catcher.messages.length;
      await tabTo(page, '获取验证码');
      await page.keyboard.press('Enter');
      await toast(page, '发送成功').waitFor();
      const code = await stack.catcher.codeFor(org.email, sent, 30_000);
      await tabTo(page, '邮箱验证码', { back: true });
      await page.keyboard.type(code);
      for (const field of ['手机号', '确认手机号']) {
        await tabTo(page, field);
        await page.keyboard.type(org.phone);
      }
      await tabTo(page, '提交注册');
      await page.keyboard.press('Enter');
      await toast(page, '您的注册信息已提交成功，请等待管理单位审核！').waitFor();
      await expect.poll(() => hashPath(page), { timeout: 10_000 }).toBe('/login');
    });
  });

  it('an admin creates an account; the dialog takes focus, keeps it and gives it back', async () => {
    const { page } = await stack.newPage();
    const username = `kb${uniqueSuffix()}`;
    await withScreenshotOnFailure(page, 'keyboard-admin', async () => {
      await signInByKeyboard(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password, '/account/users');
      await page.getByRole('button', { name: '新建账号' }).waitFor();

      // On a fresh load the skip link comes first: it takes the keyboard past the shell to the page.
      await page.reload();
      await page.getByRole('button', { name: '新建账号' }).waitFor();
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('跳到主要内容');
      await page.keyboard.press('Enter');
      await tabTo(page, '新建账号');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '新建审核员或管理员账号' });
      await dialog.waitFor();
      await expect.poll(async () => (await focused(page)).inDialog).not.toBeNull();
      // Escape closes it and focus is back on the button that opened it.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await focused(page)).name).toBe('新建账号');

      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect.poll(async () => (await focused(page)).inDialog).not.toBeNull();
      // Tab and Shift+Tab cycle inside the dialog: many more presses than it has controls never leave it.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let presses = 0; presses < 12; presses++) {
          await page.keyboard.press(key);
          expect((await focused(page)).inDialog, `after ${presses + 1} × ${key}`).not.toBeNull();
        }
      }
      await tabTo(page, '账号');
      await page.keyboard.type(username);
      await tabTo(page, '机构名称');
      await page.keyboard.type('星桥键盘测试中心');
      await tabTo(page, '邮箱');
      await page.keyboard.type(`${username}@example.org`);
      await tabTo(page, '创建并发送链接');
      await page.keyboard.press('Enter');
      await toast(page, '账号已创建，设置密码链接已发送到其邮箱').waitFor();
      await page.getByRole('row').filter({ hasText: username }).getByText('待激活', { exact: true }).waitFor();
    });
  });

  it('the shell: the sidebar collapses, expands and opens a submenu; the settings drawer; the language', async () => {
    const { page } = await stack.newPage();
    await withScreenshotOnFailure(page, 'keyboard-shell', async () => {
      await signInByKeyboard(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password, '/homepage/homepage');
      // From the top of a fresh load.
      await page.reload();
      await page.getByRole('button', { name: '切换侧边栏' }).waitFor();
      const shell = page.locator('.admin-shell');
      await tabTo(page, '切换侧边栏');
      await page.keyboard.press('Enter');
      await expect.poll(() => shell.getAttribute('class')).toContain('is-collapsed');
      await page.keyboard.press('Enter');
      await expect.poll(() => shell.getAttribute('class')).toContain('is-open');
      // The menu leaves its collapsed mode once the sidebar's width transition has run; until then antd's menu
      // restores the open branches it had before collapsing, which would close a submenu opened in between.
      const sidebarMenu = page.locator('.admin-sidebar .ant-menu-root');
      // A loaded machine stretches the shell's transitions well past the poll's default second.
      const settled = { timeout: 10_000 };
      await expect.poll(() => sidebarMenu.getAttribute('class'), settled).not.toContain('ant-menu-inline-collapsed');
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                document
                  .querySelector('.admin-shell')!
                  .getAnimations({ subtree: true })
                  .filter((animation) => animation.playState === 'running').length,
            ),
          settled,
        )
        .toBe(0);

      // The sidebar menu: Shift+Tab into it, arrows to a submenu, Enter opens it and a page.
      await tabTo(page, /审核管理/, { back: true });
      // A menu item's name ends with its pending count, if any.
      await arrowTo(page, /^审核管理\d*$/);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
      await arrowTo(page, /^注册审核\d*$/);
      await page.keyboard.press('Enter');
      await waitForHashPath(page, '/review/registrations');

      // The settings drawer: opened from its button, a switch turned by Space, Escape gives focus back.
      await tabTo(page, '打开系统设置', { max: 150 });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: '系统布局配置' });
      await drawer.waitFor();
      await expect.poll(async () => (await focused(page)).inDialog).not.toBeNull();
      await tabTo(page, '开启Tags-View');
      await page.keyboard.press('Space');
      await expect.poll(() => shell.getAttribute('class')).not.toContain('has-tags-view');
      await page.keyboard.press('Space');
      await expect.poll(() => shell.getAttribute('class')).toContain('has-tags-view');

      // The theme colour: Enter opens its panel; a preset by Tab and Enter, then a hex value typed; each recolours
      // the shell (the settings button wears the primary colour's readable shade).
      const settingsButton = page.getByRole('button', { name: '打开系统设置' });
      const primary = () => settingsButton.evaluate((element) => getComputedStyle(element).backgroundColor);
      const storedTheme = () =>
        page.evaluate(() => JSON.parse(localStorage.getItem('admin-settings') ?? '{}').state?.theme?.toLowerCase());
      const before = await primary();
      await tabTo(page, '主题色#1890ff', { back: true });
      await page.keyboard.press('Enter');
      await tabTo(page, '#13c2c2');
      await page.keyboard.press('Enter');
      await expect.poll(storedTheme).toBe('#13c2c2');
      await expect.poll(primary).not.toBe(before);
      const teal = await primary();
      await tabTo(page, '十六进制颜色值', { back: true });
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('722ed1');
      await expect.poll(storedTheme).toBe('#722ed1');
      await expect.poll(primary).not.toBe(teal);
      expect(await primary()).toBe('rgb(114, 46, 209)');
      // Escape closes the colour panel only: focus is back on its trigger, the drawer stays open.
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await focused(page)).name).toBe('主题色#722ed1');
      expect(await drawer.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await focused(page)).name).toBe('打开系统设置');

      // The language menu: Enter opens it, arrows choose English.
      await tabTo(page, '语言', { back: true, max: 150 });
      await page.keyboard.press('Enter');
      await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor();
      await arrowTo(page, 'English');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
    });
  });

  it("a reviewer approves an organisation's registration from the review drawer", async () => {
    const suffix = uniqueSuffix();
    const org = {
      name: `星桥键盘科技有限公司${suffix}`,
      account: `kbo${suffix}`,
      password: 'Kb#2026org',
      email: `kbo.${suffix}@example.org`,
      phone: `137${String(Date.now()).slice(-8)}`,
    };
    await registerOrganisationByApi(stack, org);
    const { page } = await stack.newPage();
    await withScreenshotOnFailure(page, 'keyboard-reviewer', async () => {
      await signInByKeyboard(page, ACCOUNTS.reviewer.username, ACCOUNTS.reviewer.password, '/review/registrations');
      await page.getByRole('button', { name: `查看 ${org.name}` }).waitFor();
      await tabTo(page, `查看${org.name}`, { max: 120 });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: '注册详情' });
      await drawer.waitFor();
      await expect.poll(async () => (await focused(page)).inDialog).not.toBeNull();
      await tabTo(page, '通过');
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: '确认通过该注册申请？' });
      await confirm.waitFor();
      await tabTo(page, '确认通过');
      await page.keyboard.press('Enter');
      await toast(page, '已通过该注册申请').waitFor();
      await confirm.waitFor({ state: 'hidden' });
      // The decision replaced the button that opened the confirmation: focus is back in the drawer.
      await expect.poll(async () => (await focused(page)).inDialog).not.toBeNull();
      // The drawer stays open on the decided record; Escape closes it. The row left the pending list with its
      // button: focus goes to the page's heading, never to <body>.
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expectHeadingFocused(page, '注册审核');
      // Approved: the organisation can sign in now.
      await expect
        .poll(async () => (await stack.api('/login', { body: { username: org.account, password: org.password } })).code)
        .toBe(0);
    });
  });

  it('an organisation files a talent and applies for a reward; a reviewer approves both', async () => {
    const suffix = uniqueSuffix();
    // An ID number of this file's own: the worker's other files file talents for the same organisation, and the
    // server refuses a second filing of one person in one kind.
    const person = { name: `键盘林${suffix}`, idCard: talentIdCard('19900307', '153'), birthDate: '1990-03-07' };
    const resume = resumePdf(stack.app.dataDir, 'kb-resume.pdf');
    const certificate = certificatePng(stack.app.dataDir, 'kb-diploma.png');
    const organisation = await stack.newPage();
    const reviewer = await stack.newPage();
    const org = organisation.page;
    const rev = reviewer.page;

    await withScreenshotOnFailure(org, 'keyboard-filing', async () => {
      await signInByKeyboard(
        org,
        ACCOUNTS.enterprise.username,
        ACCOUNTS.enterprise.password,
        '/talentregistration/commonregistration',
      );
      await org.getByRole('button', { name: '提交审核' }).waitFor();
      await tabTo(org, '姓名');
      await org.keyboard.type(person.name);
      await tabTo(org, '身份证号码');
      await org.keyboard.type(person.idCard);
      // The ID number fills in the gender and the birth date; the gender changes with the arrow keys.
      await tabTo(org, '男');
      expect(await org.getByRole('radio', { name: '男' }).isChecked()).toBe(true);
      await org.keyboard.press('ArrowRight');
      expect(await org.getByRole('radio', { name: '女' }).isChecked()).toBe(true);
      await org.keyboard.press('ArrowLeft');
      expect(await org.getByRole('radio', { name: '男' }).isChecked()).toBe(true);
      await tabTo(org, '出生日期');
      expect(await org.getByLabel('出生日期', { exact: true }).inputValue()).toBe(person.birthDate);
      for (const [field, text] of [
        ['手机号码', '13912345678'],
        ['电子邮箱', `kb.talent.${suffix}@example.org`],
      ] as const) {
        await tabTo(org, field);
        await org.keyboard.type(text);
      }
      await tabTo(org, '学历');
      await chooseOption(org, '硕士研究生');
      for (const [field, text] of [
        ['所学专业', '计算机科学与技术'],
        ['职称', '高级工程师'],
        ['职务/岗位', '区块链研发工程师'],
      ] as const) {
        await tabTo(org, field);
        await org.keyboard.type(text);
      }
      await tabTo(org, '入职日期');
      await typeDate(org, '2024-07-01');
      await uploadByKeyboard(org, '上传简历', resume);
      await toast(org, '上传成功').first().waitFor();
      await uploadByKeyboard(org, '上传证书', certificate);
      await expect.poll(() => org.locator('.ant-upload-list-item-done').count(), { timeout: 15_000 }).toBe(2);
      await tabTo(org, '提交审核');
      await org.keyboard.press('Enter');
      await toast(org, '已提交，请等待管理单位审核').first().waitFor();
      await org.getByText('已提交，等待管理单位审核。', { exact: true }).waitFor();
    });

    await withScreenshotOnFailure(rev, 'keyboard-review-filing', async () => {
      await signInByKeyboard(rev, ACCOUNTS.reviewer.username, ACCOUNTS.reviewer.password, '/review/talents');
      await rev.getByRole('button', { name: `查看 ${person.name}` }).waitFor();
      await tabTo(rev, `查看${person.name}`, { max: 150 });
      await rev.keyboard.press('Enter');
      const drawer = rev.getByRole('dialog', { name: `普通人才 · ${person.name}` });
      await drawer.waitFor();
      await expect.poll(async () => (await focused(rev)).inDialog).not.toBeNull();
      await tabTo(rev, '通过');
      await rev.keyboard.press('Enter');
      await toast(rev, '已通过').first().waitFor();
      await drawer.waitFor({ state: 'hidden' });
      // The row left the pending list with its button: focus goes to the page's heading, never to <body>.
      await expectHeadingFocused(rev, '人才登记审核');
    });

    await withScreenshotOnFailure(org, 'keyboard-reward', async () => {
      await org.goto(`${stack.url}/#/rewardapply/rewardapply`);
      await org.getByRole('button', { name: '提交申请' }).waitFor();
      // The talent select searches as one types; Enter takes the match.
      await tabTo(org, '申报人才');
      await org.keyboard.type(person.name);
      const match = org
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active')
        .filter({ hasText: person.name });
      await match.waitFor();
      await org.keyboard.press('Enter');
      await tabTo(org, '奖励类型');
      await chooseOption(org, '生活补贴');
      await tabTo(org, '申请金额');
      await org.keyboard.type('24000.50');
      await tabTo(org, '申请理由');
      await org.keyboard.type('2024 年 7 月全职引进园区，符合生活补贴政策第三条。');
      await uploadByKeyboard(org, '上传材料', resume);
      await toast(org, '上传成功').first().waitFor();
      await tabTo(org, '提交申请');
      await org.keyboard.press('Enter');
      await toast(org, '已提交，请等待管理单位审核').first().waitFor();
      await org.getByRole('row').filter({ hasText: person.name }).getByText('待审核', { exact: true }).waitFor();
    });

    await withScreenshotOnFailure(rev, 'keyboard-review-reward', async () => {
      await rev.goto(`${stack.url}/#/review/rewards`);
      await rev.getByRole('button', { name: `查看 ${person.name}` }).waitFor();
      await tabTo(rev, `查看${person.name}`, { max: 150 });
      await rev.keyboard.press('Enter');
      const drawer = rev.getByRole('dialog', { name: `生活补贴 · ${person.name}` });
      await drawer.waitFor();
      await expect.poll(async () => (await focused(rev)).inDialog).not.toBeNull();
      await drawer
        .getByText(/24,?000\.50 元/)
        .first()
        .waitFor();
      await tabTo(rev, '通过');
      await rev.keyboard.press('Enter');
      await toast(rev, '已通过').first().waitFor();
      await drawer.waitFor({ state: 'hidden' });
      await expectHeadingFocused(rev, '奖励申请审核');
    });

    await org.reload();
    await org.getByRole('row').filter({ hasText: person.name }).getByText('已通过', { exact: true }).waitFor();
  });
});
