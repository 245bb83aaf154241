/**
 * The operations console on a production server (NODE_ENV=production: no demo accounts, no seeded articles): the admin creates a
 * reviewer, whose set-password mail arrives at the SMTP catcher; the reviewer sets a password, approves an
 * organisation's registration and publishes a news article written in the Tiptap editor (heading, list, picture);
 * a visitor reads it on /articlelist?nav=5; the admin disables the organisation, whose open session ends; the audit
 * log shows all of it. Real Chromium, real SMTP catcher, the production build.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickInDialog, withScreenshotOnFailure } from '../support/browser';
import { stackForFile } from '../support/e2e-stack';
import { certificatePng, hashPath, toast, uniqueSuffix } from '../support/fixtures';
import { loginWithPassword, waitForHashPath, waitForUserCentre } from '../support/portal';
import { registerOrganisationByApi } from '../support/register-organisation';

const ADMIN = { username: 'opsadmin', password: 'Xq!ops#2026ctl' };

const stack = stackForFile({ NODE_ENV: 'production', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

/** An organisation registers through the API: a certificate uploaded anonymously and a code from the catcher. */
async function signIn(page: Page, username: string, password: string, redirect: string) {
  await page.goto(`${stack.url}/#/login?redirect=${encodeURIComponent(redirect)}`);
  await loginWithPassword(page, username, password);
  await waitForHashPath(page, redirect);
}

describe('operations console on a production server', () => {
  it('creates and activates a reviewer, approves, publishes, disables, and audits all of it', async () => {
    const suffix = uniqueSuffix();
    const reviewer = { username: `rev${suffix}`, password: 'Rv#2026ops', email: `rev.${suffix}@example.org` };
    const org = {
      name: `星桥运营测试有限公司${suffix}`,
      account: `org${suffix}`,
      password: 'Org#2026ops',
      email: `org.${suffix}@example.org`,
      phone: `139${String(Date.now()).slice(-8)}`,
    };
    const title = `园区人才驿站正式启用${suffix}`;

    const { page: admin } = await stack.newPage();
    const adminStep = <T>(name: string, body: () => Promise<T>) => withScreenshotOnFailure(admin, `ops-${name}`, body);

    // Production seeds nobody but the admin, and no article.
    expect((await stack.api('/login', { body: { username: 'reviewer', password: 'Review#2026' } })).code).not.toBe(0);
    expect((await stack.api<{ total: number }>('/portal/news/list?category=5')).data?.total).toBe(0);

    await adminStep('create-reviewer', async () => {
      await signIn(admin, ADMIN.username, ADMIN.password, '/account/users');
      await admin.getByRole('button', { name: '新建账号' }).click();
      const dialog = admin.getByRole('dialog', { name: '新建审核员或管理员账号' });
      await dialog.getByLabel('账号', { exact: true }).fill(reviewer.username);
      await dialog.getByLabel('机构名称', { exact: true }).fill('星桥高新区人才服务中心');
      await dialog.getByLabel('邮箱', { exact: true }).fill(reviewer.email);
      await dialog.getByRole('button', { name: '创建并发送链接' }).click();
      await toast(admin, '账号已创建，设置密码链接已发送到其邮箱').waitFor();
      const row = admin.getByRole('row').filter({ hasText: reviewer.username });
      await row.getByText('待激活', { exact: true }).waitFor();
    });

    const mail = await stack.catcher.waitFor((candidate) => candidate.to.includes(reviewer.email));
    const link = /https?:\/\/\S+\/#\/activate\?token=[\w-]{43}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    const { page: desk } = await stack.newPage();
    const deskStep = <T>(name: string, body: () => Promise<T>) => withScreenshotOnFailure(desk, `ops-${name}`, body);
    await deskStep('activate', async () => {
      await desk.goto(link!);
      await desk.getByRole('heading', { name: '设置登录密码' }).waitFor();
      await desk.getByLabel('新密码', { exact: true }).fill(reviewer.password);
      await desk.getByLabel('确认密码', { exact: true }).fill(reviewer.password);
      await desk.getByRole('button', { name: '设置密码' }).click();
      await toast(desk, '密码设置成功，请使用新密码登录').waitFor();
      await waitForHashPath(desk, '/login');
    });

    await registerOrganisationByApi(stack, org);

    await deskStep('approve', async () => {
      await loginWithPassword(desk, reviewer.username, reviewer.password);
      await waitForHashPath(desk, '/homepage/homepage');
      await desk.goto(`${stack.url}/#/review/registrations`);
      const row = desk.getByRole('row').filter({ hasText: org.account });
      await row.getByRole('button', { name: `查看 ${org.name}` }).click();
      const drawer = desk.getByRole('dialog', { name: '注册详情' });
      await drawer.getByRole('button', { name: '通过', exact: true }).click();
      const confirm = desk.getByRole('dialog', { name: '确认通过该注册申请？' });
      await clickInDialog(confirm.getByRole('button', { name: '确认通过', exact: true }));
      await toast(desk, '已通过该注册申请').waitFor();
    });

    // The organisation signs in and keeps its session open.
    const { page: orgPage } = await stack.newPage();
    await withScreenshotOnFailure(orgPage, 'ops-org-login', async () => {
      await orgPage.goto(`${stack.url}/#/login`);
      await loginWithPassword(orgPage, org.account, org.password);
      await waitForUserCentre(orgPage);
    });

    await deskStep('write-article', async () => {
      await desk.goto(`${stack.url}/#/content/articles`);
      await desk.getByText('暂无文章，点击“写文章”发布第一篇').waitFor();
      await desk.getByRole('button', { name: '写文章' }).click();
      await waitForHashPath(desk, '/content/articleedit');
      // The list stays kept alive (hidden) behind the editor: look inside the article form.
      const form = desk.getByRole('form', { name: '文章内容' });
      await form.getByLabel('栏目', { exact: true }).click();
      await desk
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByText('新闻动态', { exact: true })
        .click();
      await form.getByLabel('标题', { exact: true }).fill(title);
      const body = desk.getByRole('textbox', { name: '正文' });
      await body.click();
      await desk.getByRole('button', { name: '段落标题', exact: true }).click();
      await desk.keyboard.type('驿站服务内容');
      await desk.keyboard.press('Enter');
      await desk.keyboard.type('来园区求职的高校毕业生可以申请：');
      await desk.keyboard.press('Enter');
      await desk.getByRole('button', { name: '无序列表' }).click();
      await desk.keyboard.type('免费住宿七天');
      await desk.keyboard.press('Enter');
      await desk.keyboard.type('一对一就业指导');
      await desk.keyboard.press('Enter');
      await desk.keyboard.press('Enter');
      await desk.getByTestId('rich-editor-picture').setInputFiles(certificatePng(stack.app.dataDir, 'station.png'));
      await body.locator('img').waitFor();
      await desk.getByRole('button', { name: '发布', exact: true }).click();
      const confirm = desk.getByRole('dialog', { name: '确认发布文章？' });
      await clickInDialog(confirm.getByRole('button', { name: '确认发布' }));
      await toast(desk, '文章已发布').waitFor();
      await desk.getByText('该文章已发布：保存后修改将立即在门户生效，访客马上就能看到。').waitFor();
    });

    const { page: visitor } = await stack.newPage(390);
    await withScreenshotOnFailure(visitor, 'ops-visitor', async () => {
      await visitor.goto(`${stack.url}/#/articlelist?nav=5`);
      await visitor.getByRole('link', { name: title }).click();
      await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
      const article = visitor.locator('.article-content');
      await article.getByRole('heading', { level: 2, name: '驿站服务内容' }).waitFor();
      await expect
        .poll(() => article.getByRole('listitem').allTextContents())
        .toEqual(['免费住宿七天', '一对一就业指导']);
      const picture = article.locator('img');
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          timeout: 10_000,
        })
        .toBe(1);
      expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/[\w-]+\.png$/);
    });

    await adminStep('disable-organisation', async () => {
      await admin.getByLabel('关键词', { exact: true }).fill(org.account);
      await admin.getByRole('button', { name: '查询', exact: true }).click();
      await admin.getByRole('button', { name: `停用 ${org.account}` }).click();
      const confirm = admin.getByRole('dialog', { name: `确认停用账号 ${org.account}？` });
      await clickInDialog(confirm.getByRole('button', { name: '确认停用' }));
      await toast(admin, '账号已停用').waitFor();
      await admin.getByRole('row').filter({ hasText: org.account }).getByText('已停用', { exact: true }).waitFor();
    });

    await withScreenshotOnFailure(orgPage, 'ops-org-session-ended', async () => {
      // Its next action needs the session it no longer has.
      await orgPage.getByRole('navigation', { name: '导航菜单' }).getByRole('link', { name: '服务邀请' }).click();
      await expect.poll(() => hashPath(orgPage), { timeout: 15_000 }).toMatch(/^\/login/);
      expect((await stack.api('/login', { body: { username: org.account, password: org.password } })).msg).toBe(
        '账号已停用，请联系管理单位',
      );
    });

    await adminStep('audit-log', async () => {
      await admin.goto(`${stack.url}/#/account/audit`);
      const table = admin.locator('.ant-table');
      for (const summary of [
        `创建管理单位审核员账号 ${reviewer.username}（星桥高新区人才服务中心），设置密码链接已发往 ${reviewer.email}`,
        '通过邮件链接设置密码，账号已激活',
        `通过注册申请：${org.name}（账号 ${org.account}）`,
        `发布文章《${title}》（新闻动态）`,
        `停用园区企业账号 ${org.account}（${org.name}），其登录会话已全部结束`,
      ])
        await table.getByText(summary, { exact: true }).waitFor();
    });
  });
});
