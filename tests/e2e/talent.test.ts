/**
 * An approved organisation files one talent of each kind and applies for a reward; the managing unit approves
 * them; the organisation sees the statuses, the decision mails arrive and the user centre counts the new
 * transactions. Real browser, real SMTP catcher, `npm start` on a free port.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, sharedStackForFile } from '../support/e2e-stack';
import { certificatePng, resumePdf, talentIdCard, toast, uniqueSuffix } from '../support/fixtures';
import {
  choose,
  expectUsable,
  loginWithPassword,
  skipClickGuard,
  waitForHashPath,
  waitForUserCentre,
} from '../support/portal';

const stack = sharedStackForFile();

type Kind = 'common' | 'high' | 'graduates';

const KIND_LABEL: Record<Kind, string> = { common: '普通人才', high: '高层次人才', graduates: '高校毕业生' };

/** Types a date into an antd DatePicker and confirms it. */
async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(date);
}

/** The user centre's chart summary ('近 30 天 N 笔 · 今日 M 笔') and block height, as numbers. */
async function chainFigures(page: Page): Promise<{ today: number; total: number; height: number }> {
  const summary = page.getByTestId('chart-summary');
  await summary.waitFor();
  const match = /近 30 天 ([\d,]+) 笔 · 今日 ([\d,]+) 笔/.exec((await summary.textContent()) ?? '');
  const block = page.locator('.uc-block .ant-statistic-content-value');
  await block.waitFor();
  const number = (text: string | undefined | null) => Number((text ?? '').replace(/,/g, ''));
  return { total: number(match?.[1]), today: number(match?.[2]), height: number(await block.textContent()) };
}

describe('talent filings and a reward application with review', () => {
  it('files each kind, applies for a reward, is approved, sees the statuses, the mails and the moving chart', async () => {
    const { page } = await stack.newPage();
    // The page's clock runs as usual, and jumps over the 6 s click guard (SPEC §9) where a form is sent a second time.
    await page.clock.install();
    const step = <T>(name: string, body: () => Promise<T>) => withScreenshotOnFailure(page, `talent-${name}`, body);
    const suffix = uniqueSuffix();
    const people: Record<Kind, { name: string; idCard: string; birthDate: string }> = {
      common: { name: `林小雨${suffix}`, idCard: talentIdCard('19900307', '123'), birthDate: '1990-03-07' },
      high: { name: `周明远${suffix}`, idCard: talentIdCard('19820515', '135'), birthDate: '1982-05-15' },
      graduates: { name: `陈思${suffix}`, idCard: talentIdCard('20010912', '246'), birthDate: '2001-09-12' },
    };
    const resume = resumePdf(stack.app.dataDir);
    const certificate = certificatePng(stack.app.dataDir, 'diploma.png');
    let before = { today: 0, total: 0, height: 0 };

    await step('login', async () => {
      await page.goto(`${stack.url}/#/login`);
      await loginWithPassword(page, ACCOUNTS.enterprise.username, ACCOUNTS.enterprise.password);
      await waitForUserCentre(page);
      before = await chainFigures(page);
    });

    for (const kind of ['common', 'high', 'graduates'] as const) {
      const person = people[kind];
      await step(`file-${kind}`, async () => {
        // From the user centre's entry buttons.
        await page.goto(`${stack.url}/#/homepage/homepage`);
        await page
          .getByRole('link', { name: `${KIND_LABEL[kind]}登记`, exact: true })
          .first()
          .click();
        await page.getByText(`${KIND_LABEL[kind]}登记表`, { exact: true }).waitFor();

        // Submitting an empty form names what is missing; the click guard starts only for a valid one (D14).
        if (kind === 'common') {
          await page.getByRole('button', { name: '提交审核', exact: true }).click();
          await page.getByText('请输入姓名', { exact: true }).waitFor();
          await expectUsable(page.getByRole('button', { name: '提交审核', exact: true }));
        }

        await page.getByLabel('姓名', { exact: true }).fill(person.name);
        await page.getByLabel('身份证号码', { exact: true }).fill(person.idCard);
        // The ID number fills in the birth date and the gender.
        await expect.poll(() => page.getByLabel('出生日期', { exact: true }).inputValue()).toBe(person.birthDate);
        await page.getByLabel('手机号码', { exact: true }).fill('13912345678');
        await page.getByLabel('电子邮箱', { exact: true }).fill(`talent.${suffix}@example.org`);
        await choose(page, '学历', kind === 'graduates' ? '大学本科' : '硕士研究生');
        await page.getByLabel('所学专业', { exact: true }).fill('计算机科学与技术');
        await page.getByLabel('职务/岗位', { exact: true }).fill('区块链研发工程师');
        await pickDate(page, '入职日期', '2024-07-01');
        if (kind === 'high') {
          await choose(page, '人才类别', 'C 类 省级领军人才');
          await page.getByLabel('代表性成果', { exact: true }).fill('主持省级重点研发计划项目一项，授权发明专利三件。');
          await page.getByLabel('佐证材料', { exact: true }).setInputFiles(resume);
          await toast(page, '上传成功').first().waitFor();
        }
        if (kind === 'graduates') {
          await page.getByLabel('毕业院校', { exact: true }).fill('浙江大学');
          await choose(page, '毕业年份', '2023');
          await choose(page, '学位', '学士');
          await page.getByLabel('毕业证书编号', { exact: true }).fill('103351202305001234');
        }
        await page.getByLabel('个人简历', { exact: true }).setInputFiles(resume);
        await page.getByLabel('学历学位或职称证书', { exact: true }).setInputFiles(certificate);
        await expect
          .poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 15_000 })
          .toBe(kind === 'high' ? 3 : 2);

        if (kind === 'common') await skipClickGuard(page);
        await page.getByRole('button', { name: '提交审核', exact: true }).click();
        await toast(page, '已提交，请等待管理单位审核').first().waitFor();
        await page.getByText('已提交，等待管理单位审核。', { exact: true }).waitFor();
      });
    }

    await step('lists-show-pending', async () => {
      await page.goto(`${stack.url}/#/talentregistration/hightalentlist`);
      const row = page.getByRole('row').filter({ hasText: people.high.name });
      await row.getByText('待审核', { exact: true }).waitFor();
      // ID numbers are masked in lists.
      await row.getByText(`${people.high.idCard.slice(0, 6)}********${people.high.idCard.slice(-4)}`).waitFor();
    });

    const reviewer = (await stack.newPage()).page;
    const reviewStep = <T>(name: string, body: () => Promise<T>) =>
      withScreenshotOnFailure(reviewer, `talent-review-${name}`, body);

    await reviewStep('approve-filings', async () => {
      await reviewer.goto(`${stack.url}/#/login?redirect=${encodeURIComponent('/review/talents')}`);
      await loginWithPassword(reviewer, ACCOUNTS.reviewer.username, ACCOUNTS.reviewer.password);
      await waitForHashPath(reviewer, '/review/talents');
      for (const kind of ['common', 'high', 'graduates'] as const) {
        const person = people[kind];
        const row = reviewer.getByRole('row').filter({ hasText: person.name });
        await row.getByText('待审核', { exact: true }).waitFor();
        await row.getByRole('button', { name: `查看 ${person.name}` }).click();
        const drawer = reviewer.getByRole('dialog', { name: `${KIND_LABEL[kind]} · ${person.name}` });
        await drawer.getByText('杭州云杉智造科技有限公司').first().waitFor();
        await drawer.getByRole('button', { name: '通过', exact: true }).click();
        await toast(reviewer, '已通过').first().waitFor();
        await drawer.waitFor({ state: 'hidden' });
        await row.waitFor({ state: 'detached' });
      }
    });

    const amount = '24000.50';
    await step('apply-reward', async () => {
      await page.goto(`${stack.url}/#/rewardapply/rewardapply`);
      await page.getByText('申请奖励', { exact: true }).waitFor();
      await page.getByLabel('申报人才', { exact: true }).click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByText(new RegExp(`^${people.high.name}（高层次人才`))
        .click();
      await choose(page, '奖励类型', '生活补贴');
      // Above the cap of the type: refused in the form.
      await page.getByLabel('申请金额', { exact: true }).fill('70000');
      await page.getByLabel('申请理由', { exact: true }).fill('2024 年 7 月全职引进园区，符合生活补贴政策第三条。');
      await page.getByLabel('申报材料', { exact: true }).setInputFiles(resume);
      await toast(page, '上传成功').first().waitFor();
      await page.getByRole('button', { name: '提交申请', exact: true }).click();
      await page.getByText(/上限/).first().waitFor();
      await expectUsable(page.getByRole('button', { name: '提交申请', exact: true }));
      await page.getByLabel('申请金额', { exact: true }).fill(amount);
      await skipClickGuard(page);
      await page.getByRole('button', { name: '提交申请', exact: true }).click();
      await toast(page, '已提交，请等待管理单位审核').first().waitFor();
      const row = page.getByRole('row').filter({ hasText: people.high.name });
      await row.getByText('待审核', { exact: true }).waitFor();
    });

    await reviewStep('approve-reward', async () => {
      await reviewer.goto(`${stack.url}/#/review/rewards`);
      const row = reviewer.getByRole('row').filter({ hasText: people.high.name });
      await row.getByText('待审核', { exact: true }).waitFor();
      await row.getByRole('button', { name: `查看 ${people.high.name}` }).click();
      const drawer = reviewer.getByRole('dialog', { name: `生活补贴 · ${people.high.name}` });
      await drawer
        .getByText(/24,?000\.50 元/)
        .first()
        .waitFor();
      await drawer.getByRole('button', { name: '通过', exact: true }).click();
      await toast(reviewer, '已通过').first().waitFor();
      await drawer.waitFor({ state: 'hidden' });
    });
    await reviewer.context().close();

    await step('statuses', async () => {
      await page.reload();
      await page.getByRole('row').filter({ hasText: people.high.name }).getByText('已通过', { exact: true }).waitFor();
      for (const kind of ['common', 'high', 'graduates'] as const) {
        const list = { common: 'commontalentlist', high: 'hightalentlist', graduates: 'graduatestalentlist' }[kind];
        await page.goto(`${stack.url}/#/talentregistration/${list}`);
        await page
          .getByRole('row')
          .filter({ hasText: people[kind].name })
          .getByText('已通过', { exact: true })
          .waitFor();
      }
    });

    await step('decision-mails', async () => {
      const to = 'enterprise01@example.com';
      for (const kind of ['common', 'high', 'graduates'] as const)
        await stack.catcher.waitFor(
          (mail) =>
            mail.to.includes(to) && mail.subject.includes(`${KIND_LABEL[kind]}登记已通过审核：${people[kind].name}`),
          30_000,
        );
      await stack.catcher.waitFor(
        (mail) =>
          mail.to.includes(to) && mail.subject.includes(`生活补贴申请（${people.high.name}，${amount} 元）已通过审核`),
        30_000,
      );
    });

    await step('chart-moves', async () => {
      await page.goto(`${stack.url}/#/homepage/homepage`);
      await waitForUserCentre(page);
      const after = await chainFigures(page);
      // Three filings and one application submitted, four decisions, and the audit rows (ledger transactions too) of
      // the four decisions and of the reviewer's sign-in: thirteen ledger transactions today.
      expect(after.today - before.today).toBe(13);
      expect(after.total - before.total).toBe(13);
      expect(after.height).toBeGreaterThan(before.height);
    });
  });
});
