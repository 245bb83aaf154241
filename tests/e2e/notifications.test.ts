/**
 * D15 end to end: an organisation's filing is approved by the managing unit in the browser; the organisation's bell
 * shows 1, its notification list opens the filing, and the decision mail reached the SMTP catcher exactly once.
 */
import { describe, expect, it } from 'vitest';
import { idCardCheckCode } from '@/utils/id-card';
import { withScreenshotOnFailure } from '../support/browser';
import { ACCOUNTS, API_BASE, stackForFile } from '../support/e2e-stack';
import { toast, uniqueSuffix } from '../support/fixtures';
import { loginWithPassword, waitForHashPath, waitForUserCentre } from '../support/portal';

// A server of its own: the bell counts enterprise01's unread notifications, which other files' decisions add to.
const stack = stackForFile();

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** POST /common/upload as the organisation; `document` allows a PDF. */
async function uploadAs(token: string, bytes: Buffer, name: string, document = false): Promise<string> {
  const form = new FormData();
  if (document) form.append('kind', 'document');
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${stack.url}${API_BASE}/common/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { code: number; data?: { filePath: string } };
  if (body.code !== 0 || !body.data) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.filePath;
}

describe('notifications', () => {
  it('a reviewer approves a filing: the bell shows 1, the list opens the filing, the mail arrived once', async () => {
    const name = `韩雪${uniqueSuffix()}`;
    const first17 = '33010619951231002';
    const token = await stack.loginToken(ACCOUNTS.enterprise.username, ACCOUNTS.enterprise.password);
    const resume = await uploadAs(token, PDF, 'resume.pdf', true);
    const certificate = await uploadAs(token, PNG_1X1, 'certificate.png');
    const submitted = await stack.api<{ id: number }>('/portal/talent/submit', {
      token,
      body: {
        kind: 'common',
        name,
        gender: 'female',
        idCard: `${first17}${idCardCheckCode(first17)}`,
        birthDate: '1995-12-31',
        mobile: '19912345678',
        email: 'hanxue@example.com',
        education: 'master',
        major: '计算机科学与技术',
        jobTitle: '工程师',
        position: '研发工程师',
        entryDate: '2021-07-01',
        resumeFiles: [{ filePath: resume, name: 'resume.pdf' }],
        certificateFiles: [{ filePath: certificate, name: 'certificate.png' }],
      },
    });
    expect(submitted.code).toBe(0);
    const filingId = submitted.data!.id;

    const reviewer = (await stack.newPage()).page;
    await withScreenshotOnFailure(reviewer, 'notifications-approve', async () => {
      await reviewer.goto(`${stack.url}/#/login?redirect=${encodeURIComponent('/review/talents')}`);
      await loginWithPassword(reviewer, ACCOUNTS.reviewer.username, ACCOUNTS.reviewer.password);
      await waitForHashPath(reviewer, '/review/talents');
      const row = reviewer.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: `查看 ${name}` }).click();
      const drawer = reviewer.getByRole('dialog', { name: `普通人才 · ${name}` });
      await drawer.getByRole('button', { name: '通过', exact: true }).click();
      await toast(reviewer, '已通过').first().waitFor();
    });
    await reviewer.context().close();

    const { page } = await stack.newPage();
    await withScreenshotOnFailure(page, 'notifications-bell', async () => {
      await page.goto(`${stack.url}/#/login`);
      await loginWithPassword(page, ACCOUNTS.enterprise.username, ACCOUNTS.enterprise.password);
      await waitForUserCentre(page);
      const bell = page.getByRole('button', { name: '消息通知，1 条未读' });
      await bell.waitFor();
      await bell.click();
      await waitForHashPath(page, '/notifications/index');
      const item = page.locator('.ant-list-item').filter({ hasText: `普通人才登记已通过审核：${name}` });
      await item.getByText('未读', { exact: true }).waitFor();
      await item.getByRole('button', { name: '查看' }).click();
      await waitForHashPath(page, `/talentregistration/commondetail?id=${filingId}`);
      await page.getByText(name, { exact: true }).first().waitFor();
      await page.getByRole('button', { name: '消息通知', exact: true }).waitFor();
    });

    const subject = `普通人才登记已通过审核：${name}`;
    await stack.catcher.waitFor(
      (mail) => mail.to.includes(ACCOUNTS.enterprise.email) && mail.subject.includes(subject),
    );
    // The outbox sends each mail once: give a second delivery the time it would take, then count.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(stack.catcher.messages.filter((mail) => mail.subject.includes(subject))).toHaveLength(1);
  });
});
