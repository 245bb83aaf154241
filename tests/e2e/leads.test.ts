/**
 * Marketing forms → database → mailbox → admin lead inbox, in a real browser against `npm start`.
 * The worker's server, SMTP catcher and SMS receiver (sharedStackForFile): each lead carries a name unique to the
 * run, by which its mail and its inbox row are found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { clickInDialog, journeySteps, withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, LEADS_TO, sharedStackForFile } from '../support/e2e-stack';
import { choose, expectUsable, loginWithPassword, skipClickGuard, waitForHashPath } from '../support/portal';

const stack = sharedStackForFile();
/** The operator's browser, logged in once, on the lead inbox. */
let admin: Page;

beforeAll(async () => {
  ({ page: admin } = await stack.newPage());
  await withScreenshotOnFailure(admin, 'leads-admin-login', async () => {
    await admin.goto(`${stack.url}/#/login?redirect=${encodeURIComponent('/leads/index')}`);
    await loginWithPassword(admin, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    await waitForHashPath(admin, '/leads/index');
  });
});

interface Lead {
  name: string;
  phone: string;
  companyName: string;
  content: string;
}

/** A lead whose name is unique in this run, so mails and inbox rows are told apart. */
function newLead(tag: string, phone: string): Lead {
  const suffix = Date.now().toString(36).slice(-4);
  return {
    name: `测试${tag}${suffix}`,
    phone,
    companyName: `星河${tag}科技有限公司`,
    content: `${tag}：希望了解区块链溯源的接入方式`,
  };
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('status').getByText(text, { exact: true });
}

/**
 * A visitor on a fresh page with a fresh lead; each named step saves a screenshot when it fails. With antd's
 * animations, as most visitors see the dialogs (the other journeys run with the system's "reduce motion").
 */
async function newVisitor(journey: string, tag: string, phone: string) {
  const { page } = await stack.newPage(1440, { motion: true });
  // The page's clock runs as usual, and can jump over the submit button's 6 s guard (submitAndExpectSuccess).
  await page.clock.install();
  return { page, lead: newLead(tag, phone), step: journeySteps(page, `leads-${journey}`) };
}

type Step = ReturnType<typeof journeySteps>;

/** The lead's notification mail: sent to LEADS_TO only, carrying the lead's fields and `alsoContains`. */
async function expectLeadMail(lead: Lead, application: string, alsoContains: string[]) {
  const mail = await stack.catcher.waitFor((candidate) => candidate.text.includes(lead.name), 30_000);
  expect(mail.to).toEqual([LEADS_TO]);
  expect(mail.text).toContain(`姓名：${lead.name}`);
  expect(mail.text).toContain(`电话：${lead.phone}`);
  expect(mail.text).toContain(`公司名称：${lead.companyName}`);
  expect(mail.text).toContain(`申请项目：${application}`);
  for (const text of alsoContains) expect(mail.text).toContain(text);
  expect(mail.subject).toContain(application);
}

type KindLabel = '咨询留言' | '免费应用申请';

/** The admin finds the lead in the lead inbox (/leads/index) by a keyword search, with its fields and status. */
async function expectInInbox(lead: Lead, application: string, kindLabel: KindLabel) {
  await withScreenshotOnFailure(admin, `leads-inbox-${lead.name}`, async () => {
    await admin.getByLabel('关键词', { exact: true }).fill(lead.name);
    await admin.getByRole('button', { name: '查询', exact: true }).click();
    const rows = admin.getByRole('row').filter({ hasText: lead.name });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    for (const text of [lead.phone, lead.companyName, application, kindLabel, '待跟进', lead.content])
      await row.getByText(text, { exact: true }).waitFor();
    await row.getByText(/^剩余 \d+ 小时$/).waitFor();
  });
}

/** The end of every journey: the lead reached the sales mailbox and the admin's lead inbox. */
async function expectDelivered(
  step: Step,
  lead: Lead,
  application: string,
  kindLabel: KindLabel,
  mailAlsoContains: string[] = [],
) {
  await step('mail', () => expectLeadMail(lead, application, mailAlsoContains));
  await step('inbox', () => expectInInbox(lead, application, kindLabel));
}

/**
 * A dialog's submit button. While its request runs antd adds a 'loading' icon to its accessible name; a click that
 * Playwright retries must still find it.
 */
function submitButton(dialog: Locator, label: string): Locator {
  return dialog.getByRole('button', { name: new RegExp(`^(loading )?${label}$`) });
}

/** Waits for each message, word for word, in the dialog. */
async function expectMessages(dialog: Locator, messages: string[]) {
  for (const text of messages) await dialog.getByText(text, { exact: true }).waitFor();
}

/** Types a bad value into a field, leaves it and waits for the field's message. */
async function expectFieldMessage(dialog: Locator, label: string, value: string, message: string) {
  const field = dialog.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
  await dialog.getByText(message, { exact: true }).waitFor();
}

/**
 * Sends a filled dialog: the 提交成功 toast shows and the dialog closes. The page's clock jumps over what is left of
 * the 6 s guard that the validation click started.
 */
async function submitAndExpectSuccess(page: Page, dialog: Locator, submit: Locator) {
  await skipClickGuard(page);
  await submit.click({ timeout: 15_000 });
  await toast(page, '提交成功').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** Fills the contact dialog's four fields (labels 姓名, 电话, 公司, 留言). */
async function fillContact(dialog: Locator, lead: Lead) {
  await dialog.getByLabel('姓名', { exact: true }).fill(lead.name);
  await dialog.getByLabel('电话', { exact: true }).fill(lead.phone);
  await dialog.getByLabel('公司', { exact: true }).fill(lead.companyName);
  await dialog.getByLabel('留言', { exact: true }).fill(lead.content);
}

describe('marketing forms reach the sales mailbox and the lead inbox', () => {
  it('home page contact dialog: validation, 提交成功, mail to LEADS_TO, lead in the inbox', async () => {
    const { page, lead, step } = await newVisitor('contact', '咨询', '13912345601');
    const dialog = page.getByRole('dialog', { name: '立即咨询' });

    await step('open', async () => {
      await page.goto(`${stack.url}/#/index`);
      await page.getByRole('banner').getByRole('button', { name: '立即咨询', exact: true }).click();
      await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    });

    await step('validation', async () => {
      await clickInDialog(submitButton(dialog, '提交'));
      await expectMessages(dialog, ['请输入姓名', '电话号码不能为空', '请输入公司名称']);
      await expectUsable(submitButton(dialog, '提交'));
      await expectFieldMessage(dialog, '电话', '1391234', '电话号码格式不正确');
      await expectFieldMessage(dialog, '电话', '139abc', '请输入数字值');
    });

    await step('submit', async () => {
      await fillContact(dialog, lead);
      await submitAndExpectSuccess(page, dialog, submitButton(dialog, '提交'));
    });

    await expectDelivered(step, lead, '立即咨询', '咨询留言', [lead.content, '来源页面：/index']);
  });

  it('home page application dialog: validation, 提交成功, mail, inbox', async () => {
    const { page, lead, step } = await newVisitor('application', '申请', '13912345602');
    const dialog = page.getByRole('dialog', { name: '申请表单' });

    await step('open', async () => {
      await page.goto(`${stack.url}/#/index`);
      await page.getByRole('button', { name: '立即申请', exact: true }).click();
      await dialog.waitFor();
      await dialog.getByText('100 个免费应用名额，仅限企业用户申请', { exact: false }).waitFor();
    });

    await step('validation', async () => {
      await clickInDialog(submitButton(dialog, '提交申请'));
      await expectMessages(dialog, ['请输入姓名', '电话号码不能为空', '请选择申请的产品']);
      await expectUsable(submitButton(dialog, '提交申请'));
      // The phone is checked 100 ms after typing stops, without leaving the field.
      await dialog.getByLabel('电话', { exact: true }).fill('12345');
      await dialog.getByText('电话号码格式不正确', { exact: true }).waitFor();
    });

    await step('submit', async () => {
      await dialog.getByLabel('姓名', { exact: true }).fill(lead.name);
      await dialog.getByLabel('电话', { exact: true }).fill(lead.phone);
      await dialog.getByLabel('公司名称', { exact: true }).fill(lead.companyName);
      await dialog.getByRole('radio', { name: '区块链溯源平台' }).check();
      await dialog.getByLabel('需求描述', { exact: true }).fill(lead.content);
      await expect
        .poll(() => dialog.getByText('电话号码格式不正确', { exact: true }).count(), { timeout: 10_000 })
        .toBe(0);
      await submitAndExpectSuccess(page, dialog, submitButton(dialog, '提交申请'));
    });

    await expectDelivered(step, lead, '区块链溯源平台', '免费应用申请');
  });

  it('digital-collectible proposal dialog: validation, 提交成功, mail, inbox', async () => {
    const { page, lead, step } = await newVisitor('proposal', '藏品', '13912345603');
    const title = '限时免费：领取数字藏品平台建设方案';
    const dialog = page.getByRole('dialog', { name: title });
    const submit = dialog.getByRole('button', { name: '立即提交', exact: true });

    await step('open', async () => {
      await page.goto(`${stack.url}/#/digitalCollection`);
      await page.getByRole('button', { name: '免费领取平台建设方案', exact: true }).click();
      await dialog.waitFor();
      await expect.poll(() => dialog.getByText(/已有\s*1230\s*人参与/).isVisible(), { timeout: 10_000 }).toBe(true);
    });

    await step('validation', async () => {
      await clickInDialog(submit);
      await expectMessages(dialog, ['请输入您的称呼/姓名', '请输入手机号码', '请输入公司名称']);
      await expectUsable(submit);
      await expectFieldMessage(dialog, '手机号码', '10000000000', '请输入正确的手机号码');
    });

    await step('submit', async () => {
      await dialog.getByLabel('姓名', { exact: true }).fill(lead.name);
      await dialog.getByLabel('手机号码', { exact: true }).fill(lead.phone);
      await dialog.getByLabel('公司名称', { exact: true }).fill(lead.companyName);
      await dialog.getByLabel('备注', { exact: true }).fill(lead.content);
      await submitAndExpectSuccess(page, dialog, submit);
    });

    await expectDelivered(step, lead, title, '咨询留言');
  });

  it('service page consultation form: validation, 提交成功, mail, inbox', async () => {
    const { page, lead, step } = await newVisitor('service', '服务', '13912345604');
    const dialog = page.getByRole('dialog', { name: '提交咨询' });

    await step('open', async () => {
      await page.goto(`${stack.url}/#/service`);
      await page.getByRole('main').getByRole('button', { name: '提交咨询', exact: true }).first().click();
      await dialog.waitFor();
    });

    await step('validation', async () => {
      await clickInDialog(submitButton(dialog, '提交'));
      await expectMessages(dialog, ['请输入姓名', '电话号码不能为空', '请输入公司名称']);
      await expectUsable(submitButton(dialog, '提交'));
    });

    await step('submit', async () => {
      await fillContact(dialog, lead);
      await submitAndExpectSuccess(page, dialog, submitButton(dialog, '提交'));
    });

    await expectDelivered(step, lead, '提交咨询', '咨询留言', ['来源页面：/service']);
  });
});

describe('a portal service invitation reaches the lead inbox and comes back answered', () => {
  it('an organisation sends it, the operator answers it in the inbox, the organisation reads the answer', async () => {
    const { page } = await stack.newPage();
    const step = journeySteps(page, 'leads-service-invitation');
    const description = `电子合同存证，每月约 5000 份（${Date.now().toString(36)}）`;
    const note = '已安排顾问，明天上午联系您';

    await step('send', async () => {
      await page.goto(`${stack.url}/#/login?redirect=${encodeURIComponent('/service/inviteservice')}`);
      await loginWithPassword(page, ACCOUNTS.enterprise.username, ACCOUNTS.enterprise.password);
      await waitForHashPath(page, '/service/inviteservice');
      await page.getByRole('button', { name: '发送邀请', exact: true }).click();
      await page.getByText('请填写需求描述', { exact: true }).waitFor();
      await choose(page, '服务类型', '区块链存证');
      await page.getByLabel('方便联系的时间', { exact: true }).fill('工作日上午');
      // The lists of the select and of the contact-time suggestions close once the focus moves on; neither may
      // cover the button.
      await page.getByLabel('需求描述', { exact: true }).fill(description);
      const openLists = page.locator('.ant-select-dropdown').filter({ visible: true });
      await expect.poll(() => openLists.count(), { timeout: 10_000 }).toBe(0);
      await page.getByRole('button', { name: '发送邀请', exact: true }).click({ timeout: 15_000 });
      await toast(page, '提交成功').waitFor();
    });

    await step('answer', () =>
      withScreenshotOnFailure(admin, 'leads-service-invitation-inbox', async () => {
        await admin.getByLabel('关键词', { exact: true }).fill(description);
        await admin.getByRole('button', { name: '查询', exact: true }).click();
        const row = admin.getByRole('row').filter({ hasText: description });
        await row.getByText('服务邀请：区块链存证', { exact: true }).waitFor();
        await row.getByText('服务邀请', { exact: true }).waitFor();
        await row.getByText(/^剩余 4[78] 小时$/).waitFor();
        // The lead carries the organisation's contact person as its name.
        await row.getByRole('button', { name: /^处理 / }).click();
        const dialog = admin.getByRole('dialog', { name: /^更新线索状态 · / });
        await dialog.getByLabel('备注', { exact: true }).fill(note);
        await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
        await toast(admin, '状态已更新').waitFor();
      }),
    );

    await step('read-answer', async () => {
      const list = page.getByRole('row').filter({ hasText: description });
      await page.reload();
      await list.getByRole('link', { name: /^查看详情 \d+$/ }).click();
      await page.getByText(note, { exact: true }).waitFor();
      await page
        .getByRole('region', { name: '运营人员回复' })
        .getByText(/状态更新为「已联系」/)
        .waitFor();
    });
  });
});
