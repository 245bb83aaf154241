/**
 * An organisation registers, is refused while pending, is approved by the managing unit, is told by mail and
 * logs in to the user centre. Real browser, real SMTP catcher, `npm start` on a free port.
 */
import { describe, expect, it } from 'vitest';
import { clickInDialog, withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, sharedStackForFile } from '../support/e2e-stack';
import { certificatePng, hashPath, toast, uniqueSuffix } from '../support/fixtures';
import { loginWithPassword, waitForHashPath, waitForUserCentre } from '../support/portal';

const stack = sharedStackForFile();

describe('organisation registration with review', () => {
  it('registers, is refused while pending, is approved, is mailed and reaches the user centre', async () => {
    const { page } = await stack.newPage();
    const step = <T>(name: string, body: () => Promise<T>) =>
      withScreenshotOnFailure(page, `registration-${name}`, body);
    const suffix = uniqueSuffix();
    const org = {
      name: `星链测试科技有限公司${suffix}`,
      account: `org${suffix}`,
      password: 'Org#2026pass',
      email: `hr.${suffix}@example.org`,
      phone: '13700000123',
    };

    await step('step1-validation', async () => {
      await page.goto(`${stack.url}/#/register`);
      await page.getByRole('heading', { name: '用户注册' }).waitFor();
      await page.getByRole('button', { name: '下一步', exact: true }).click();
      await page.getByText('请输入企业名称', { exact: true }).waitFor();
      await page.getByText('请选择所属行业', { exact: true }).waitFor();
      await page.getByText('请上传证件', { exact: true }).waitFor();
    });

    await step('step1-fill', async () => {
      await page.getByLabel('企业名称', { exact: true }).fill(org.name);
      await page.getByLabel('所属行业', { exact: true }).selectOption({ label: '软件和信息技术服务业' });
      await page.getByLabel('企业性质', { exact: true }).selectOption({ label: '有限责任公司' });
      await page.getByLabel('企业规模', { exact: true }).selectOption({ label: '小型（20-99 人）' });
      await page.getByLabel('法人姓名', { exact: true }).fill('李测试');
      await page.getByLabel('企业地址', { exact: true }).fill('浙江省杭州市滨江区星桥路 1 号');
      await page.getByLabel('营业执照', { exact: true }).fill('91330100MA2TEST01X');
      await page.getByLabel('证件图片').setInputFiles(certificatePng(stack.app.dataDir));
      await toast(page, '上传成功').waitFor();
      await expect
        .poll(() => page.getByRole('button', { name: '下一步' }).getAttribute('data-active'), { timeout: 10_000 })
        .toBe('true');
      await page.getByRole('button', { name: '下一步', exact: true }).click();
      await page.getByRole('form', { name: '设置账号信息' }).waitFor();
    });

    await step('step2-email-code', async () => {
      await page.getByLabel('账户名', { exact: true }).fill(org.account);
      await page.getByLabel('登录密码', { exact: true }).fill(org.password);
      await page.getByLabel('确认密码', { exact: true }).fill(org.password);
      await page.getByLabel('邮箱', { exact: true }).fill(org.email);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await toast(page, '发送成功').waitFor();
      const code = await stack.catcher.codeFor(org.email, 0, 30_000);
      await page.getByLabel('邮箱验证码', { exact: true }).fill(code);
      await page.getByLabel('手机号', { exact: true }).fill(org.phone);
      await page.getByLabel('确认手机号', { exact: true }).fill(org.phone);
    });

    await step('submit', async () => {
      await page.getByRole('button', { name: '提交注册', exact: true }).click();
      await toast(page, '您的注册信息已提交成功，请等待管理单位审核！').waitFor();
      await expect.poll(() => hashPath(page), { timeout: 10_000 }).toBe('/login');
    });

    await step('pending-login-refused', async () => {
      await loginWithPassword(page, org.account, org.password);
      await toast(page, '您的账号正在审核中，请耐心等待', 'alert').waitFor();
      expect(hashPath(page)).toBe('/login');
    });

    await step('reviewer-approves', async () => {
      // The managing unit, in its own browser, on the review console (/review/registrations).
      const { page: reviewer } = await stack.newPage();
      await withScreenshotOnFailure(reviewer, 'registration-review-console', async () => {
        await reviewer.goto(`${stack.url}/#/login?redirect=${encodeURIComponent('/review/registrations')}`);
        await loginWithPassword(reviewer, ACCOUNTS.reviewer.username, ACCOUNTS.reviewer.password);
        await waitForHashPath(reviewer, '/review/registrations');
        await reviewer.getByLabel('关键词', { exact: true }).fill(org.account);
        await reviewer.getByRole('button', { name: '查询', exact: true }).click();
        const row = reviewer.getByRole('row').filter({ hasText: org.account });
        await row.getByText(org.name, { exact: true }).waitFor();
        await row.getByText('待审核', { exact: true }).waitFor();
        await row.getByRole('button', { name: `查看 ${org.name}` }).click();

        const drawer = reviewer.getByRole('dialog', { name: '注册详情' });
        await drawer.getByText('软件和信息技术服务业', { exact: true }).waitFor();
        const certificate = drawer.getByRole('img', { name: `证件图片：${org.name}` });
        await certificate.waitFor();
        await expect
          .poll(() => certificate.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
            timeout: 10_000,
          })
          .toBe(1);
        await drawer.getByRole('button', { name: '通过', exact: true }).click();

        const confirm = reviewer.getByRole('dialog', { name: '确认通过该注册申请？' });
        await clickInDialog(confirm.getByRole('button', { name: '确认通过', exact: true }));
        await toast(reviewer, '已通过该注册申请').waitFor();
        await confirm.waitFor({ state: 'hidden' });
      });
      await reviewer.context().close();
    });

    await step('decision-mail', async () => {
      const mail = await stack.catcher.waitFor(
        (candidate) => candidate.to.includes(org.email) && candidate.subject.includes('审核'),
        30_000,
      );
      expect(mail.to).toEqual([org.email]);
      expect(mail.subject).toContain('已通过审核');
      expect(mail.text).toContain(org.account);
      expect(mail.text).toContain(org.name);
    });

    await step('approved-login', async () => {
      await page.reload();
      await loginWithPassword(page, org.account, org.password);
      await waitForUserCentre(page);
    });

    await step('user-centre', async () => {
      const masked = `${org.email.slice(0, 2)}***@example.org`;
      await page.getByText(masked, { exact: true }).waitFor();
      expect(await page.getByText(org.email, { exact: true }).count()).toBe(0);
      await page.getByText(`欢迎回来，${org.name}`).waitFor();
      const chart = page.locator('.uc-card').filter({ hasText: '区块交易数' }).locator('canvas').first();
      await chart.waitFor();
      const box = await chart.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(100);
      expect(box?.height ?? 0).toBeGreaterThan(100);
    });
  });
});
