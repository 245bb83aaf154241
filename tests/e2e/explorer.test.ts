/**
 * D9 end to end: a visitor's lead becomes a ledger transaction that anyone finds in the public explorer
 * and sees proved in the browser (Web Crypto); an organisation's approved filing shows a QR code whose URL opens the
 * same kind of page. Real browser, `npm start` on a free port, the dev accounts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeySteps } from '../support/browser';
import { ACCOUNTS, API_BASE, sharedStackForFile } from '../support/e2e-stack';
import { talentIdCard, toast, uniqueSuffix } from '../support/fixtures';
import { loginWithPassword, waitForHashPath } from '../support/portal';
import { decodedQrCodes } from '../support/qr';

const stack = sharedStackForFile();

/**
 * A block stays open (its root still changing) until it holds 10 events or is 60 s old; the tx page reads it again
 * every 5 s. The tests fill the open block with `fillOpenBlock` rather than wait the minute out.
 */
const SEALED_WITHIN_MS = 90_000;

/** Ten more ledger events (leads from other visitors): the open block reaches its 10 events and is sealed. */
async function fillOpenBlock(): Promise<void> {
  for (let seq = 0; seq < 10; seq++) {
    const sent = await stack.api('/index/sendCustomEmail', {
      body: {
        name: '陈立',
        phone: `1391234${String(5600 + seq)}`,
        companyName: '恒远物流有限公司',
        content: '咨询冷链溯源方案的报价',
        email: 'chenli@example.com',
        application: '立即咨询',
        source: '/explorer',
      },
    });
    expect(sent.code, sent.msg).toBe(0);
  }
}

/** How often the tx page reads an open block again (OPEN_BLOCK_REFRESH_MS in src/features/chain/api.ts). */
const OPEN_BLOCK_REFRESH_MS = 5_000;

/**
 * The tx page has checked the proof in the browser and says so. The page's clock (installed before it loaded) jumps
 * from one re-read of the block to the next rather than wait 5 s for each.
 */
async function expectVerifiedInBrowser(page: Page): Promise<void> {
  const proof = page.getByRole('region', { name: '收录校验（在您的浏览器中完成）' });
  const verified = proof.getByText('已验证', { exact: true });
  const deadline = Date.now() + SEALED_WITHIN_MS;
  while (!(await verified.isVisible())) {
    if (Date.now() > deadline) throw new Error(`the proof was not verified within ${SEALED_WITHIN_MS} ms`);
    await page.clock.fastForward(OPEN_BLOCK_REFRESH_MS);
    await verified.waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
  expect(await proof.getByText('验证失败', { exact: true }).count()).toBe(0);
  // The proof's steps are for the curious: behind 技术细节 (D14).
  await proof.getByText('技术细节', { exact: true }).click();
  await proof.getByRole('list', { name: '证明步骤' }).waitFor();
}

/** POST /common/upload of a document as the organisation (multipart, as the upload component sends it). */
async function uploadDocument(token: string, name: string, bytes: Buffer, type: string): Promise<string> {
  const form = new FormData();
  form.append('kind', 'document');
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${stack.url}${API_BASE}/common/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { code: number; data?: { filePath: string } };
  if (body.code !== 0 || !body.data) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.filePath;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** enterprise01 files a common talent through the API and the reviewer approves it; resolves with its id. */
async function approvedFiling(): Promise<number> {
  const token = await stack.loginToken(ACCOUNTS.enterprise.username, ACCOUNTS.enterprise.password);
  const resume = await uploadDocument(token, 'resume.pdf', PDF, 'application/pdf');
  const certificate = await uploadDocument(token, 'certificate.png', PNG, 'image/png');
  const submitted = await stack.api<{ id: number }>('/portal/talent/submit', {
    token,
    body: {
      kind: 'common',
      name: `林晓${uniqueSuffix()}`,
      gender: 'male',
      // An ID number of this file's own (as keyboard.test.ts and talent.test.ts have theirs): the server refuses a
      // second filing of one person in one kind by the same organisation.
      idCard: talentIdCard('19900307', '143'),
      birthDate: '1990-03-07',
      mobile: '13912345678',
      email: 'linxiao@example.com',
      education: 'master',
      major: '计算机科学与技术',
      jobTitle: '高级工程师',
      position: '研发总监',
      entryDate: '2021-07-01',
      resumeFiles: [{ filePath: resume, name: 'resume.pdf' }],
      certificateFiles: [{ filePath: certificate, name: 'certificate.png' }],
    },
  });
  expect(submitted.code, submitted.msg).toBe(0);
  const id = submitted.data!.id;
  const reviewer = await stack.loginToken(ACCOUNTS.reviewer.username, ACCOUNTS.reviewer.password);
  const decided = await stack.api('/portal/talent/review/decide', {
    token: reviewer,
    body: { id, decision: 'approve' },
  });
  expect(decided).toMatchObject({ code: 0, msg: '已通过该人才登记' });
  return id;
}

describe('the public explorer proves what happened (D9)', () => {
  it('a visitor sends a lead, finds it in the newest block and sees its proof verified in the browser', async () => {
    const { page } = await stack.newPage();
    await page.clock.install();
    const step = journeySteps(page, 'explorer-lead');
    const name = `访客${uniqueSuffix()}`;

    await step('send-lead', async () => {
      await page.goto(`${stack.url}/#/index`);
      await page.getByRole('banner').getByRole('button', { name: '立即咨询', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '立即咨询' });
      await dialog.getByLabel('姓名', { exact: true }).fill(name);
      await dialog.getByLabel('电话', { exact: true }).fill('13912345609');
      await dialog.getByLabel('公司', { exact: true }).fill('星河溯源科技有限公司');
      await dialog.getByLabel('留言', { exact: true }).fill('想了解区块链浏览器如何验证一笔交易');
      await dialog.getByRole('button', { name: /^(loading )?提交$/ }).click({ timeout: 15_000 });
      await toast(page, '提交成功').waitFor();
    });

    const newest = await step('newest-block', async () => {
      // Reading the explorer seals what is pending: the lead is in the newest block at once.
      await page.goto(`${stack.url}/#/explorer`);
      const blocks = page.getByRole('region', { name: '最新区块' });
      const first = blocks.getByRole('link', { name: /^#\d+$/ }).first();
      await first.waitFor();
      const label = (await first.textContent())!;
      await first.click();
      await waitForHashPath(page, `/explorer/block?height=${label.slice(1)}`);
      return Number(label.slice(1));
    });

    await step('open-lead-tx', async () => {
      await page.getByRole('heading', { level: 1, name: `区块 #${newest}` }).waitFor();
      const txs = page.getByRole('region', { name: /^区块内交易/ });
      // The lead is the block's last transaction, a 业务咨询 (no personal data: hash, kind and time only).
      const last = txs.getByRole('row').last();
      await last.getByText('业务咨询', { exact: true }).waitFor();
      expect(await page.getByText(name).count()).toBe(0);
      await last.getByRole('link', { name: /^交易 [0-9a-f]{10}…[0-9a-f]{8}$/ }).click();
      await page.getByRole('heading', { level: 1, name: '交易详情' }).waitFor();
    });

    await step('verified', async () => {
      await fillOpenBlock();
      await expectVerifiedInBrowser(page);
      const fields = page.getByRole('region', { name: '交易信息' });
      await fields.getByText('业务咨询', { exact: true }).waitFor();
      await fields.getByRole('link', { name: `#${newest}` }).waitFor();
    });
  });

  it('an approved filing shows its QR code; the decoded URL opens its transaction, verified', async () => {
    const id = await approvedFiling();
    const { page } = await stack.newPage();
    const step = journeySteps(page, 'explorer-filing');

    const codes = await step('filing-qr', async () => {
      const path = `/talentregistration/commondetail?id=${id}`;
      await page.goto(`${stack.url}/#/login?redirect=${encodeURIComponent(path)}`);
      await loginWithPassword(page, ACCOUNTS.enterprise.username, ACCOUNTS.enterprise.password);
      await waitForHashPath(page, path);
      const receipt = page.getByRole('region', { name: '链上存证' });
      await receipt.locator('img[alt="链上存证二维码"]').waitFor();
      return decodedQrCodes(page);
    });
    expect(codes).toHaveLength(1);
    const url = codes[0]!.text!;
    expect(url).toMatch(new RegExp(`^${stack.url}/#/explorer/tx\\?hash=[0-9a-f]{64}$`));
    expect(
      await page.getByRole('region', { name: '链上存证' }).getByText(url.slice(-64), { exact: true }).count(),
    ).toBe(1);

    await step('open-qr-url', async () => {
      // As a phone that scanned it: a fresh browser with no session.
      await fillOpenBlock();
      const { page: phone } = await stack.newPage(390);
      const lookups: string[] = [];
      phone.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/portal/chain/tx')) lookups.push(request.resourceType());
      });
      await phone.clock.install();
      await phone.goto(url);
      await phone.getByRole('heading', { level: 1, name: '交易详情' }).waitFor();
      await expectVerifiedInBrowser(phone);
      await phone.getByRole('region', { name: '交易信息' }).getByText('人才登记审核', { exact: true }).waitFor();
      // index.html's route script asked for the transaction while the HTML was parsed (a fetch; the request layer
      // uses XHR), and the page took that answer instead of asking again.
      expect(lookups).toEqual(['fetch']);
    });
  });
});
