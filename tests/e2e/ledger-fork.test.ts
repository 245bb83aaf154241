/**
 * D12 end to end: a visitor's browser remembers the newest checkpoint it verified; after the operator restores an
 * older copy of the database and carries on with new events (a fork), the next visit warns that the ledger was
 * rewritten. Real browser, the server bundle on a free port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDataTemplate, startApp, type AppProcess } from '../support/app-process';
import { newContext, screenshotDir, workerBrowser } from '../support/browser';
import { API_BASE } from '../support/e2e-stack';

/** The visitor's browser contexts, in the worker's Chromium (the operator's server below is the only one needed). */
const contexts: BrowserContext[] = [];
/** The operator's server, on a DATA_DIR of its own that outlives a stop (the backup is taken from it). */
let app: AppProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-ledger-fork-'));
/** The warning's screens at 1440 and 390 px, for a person to look at. */
const shots = screenshotDir;

beforeAll(async () => {
  fs.cpSync(await prepareDataTemplate(), dataDir, { recursive: true });
  app = await startApp({ dataDir, env: { RATE_LIMIT_LEADS_PER_MIN: '1000' } });
  fs.mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function visitorContext(width: number): Promise<BrowserContext> {
  const context = await newContext(await workerBrowser(), width);
  contexts.push(context);
  return context;
}

async function leads(names: string[]): Promise<void> {
  for (const name of names) {
    const response = await fetch(`${app.url}${API_BASE}/index/sendCustomEmail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, phone: '13912345609', companyName: '星河溯源科技有限公司', content: '咨询' }),
    });
    const sent = (await response.json()) as { code: number; msg: string };
    expect(sent.code, sent.msg).toBe(0);
  }
}

describe('the explorer remembers the signed ledger (D12)', () => {
  it('a browser that saw the newer checkpoint warns after the ledger is rolled back and continued', async () => {
    await leads(['王磊']);
    // The operator's backup, taken with the server stopped.
    const pglite = path.join(dataDir, 'pglite');
    const backup = path.join(os.tmpdir(), `xq-ledger-backup-${Date.now()}`);
    await app.stop();
    fs.cpSync(pglite, backup, { recursive: true });
    await app.restart();

    await leads(['李娜', '张伟']);
    const context = await visitorContext(1440);
    const page = await context.newPage();
    await page.goto(`${app.url}/#/explorer`);
    const signed = page.getByRole('region', { name: '账本签名与见证' });
    await signed.getByText('账本签名有效', { exact: true }).waitFor({ timeout: 30_000 });
    await expect(signed.getByTestId('log-summary').textContent()).resolves.toMatch(
      /^账本共收录 \d+ 笔交易，由账本运营方签名，尚无见证方共同签名。$/,
    );
    await expect(signed.getByText('本浏览器已记住这一状态，下次访问时会核对账本没有被改写。').count()).resolves.toBe(1);
    // Developer words stay folded inside 技术细节 (D14).
    expect(await signed.getByText('RFC 6962', { exact: false }).isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, 'ledger-fork-signed-1440.png'), fullPage: false });
    const phone = await visitorContext(390);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${app.url}/#/explorer`);
    await phonePage.getByText('账本签名有效', { exact: true }).waitFor({ timeout: 30_000 });
    await phonePage.getByRole('region', { name: '账本签名与见证' }).scrollIntoViewIfNeeded();
    await phonePage.screenshot({ path: path.join(shots, 'ledger-fork-signed-390.png'), fullPage: false });

    // The older copy is restored and continues with other events.
    await app.stop();
    fs.rmSync(pglite, { recursive: true, force: true });
    fs.cpSync(backup, pglite, { recursive: true });
    fs.rmSync(backup, { recursive: true, force: true });
    await app.restart();
    await leads(['吴昊', '郑洁', '冯涛']);

    await page.goto(`${app.url}/#/explorer`);
    await page.reload();
    const warning = signed.getByText('警告：账本已被改写', { exact: true });
    await warning.waitFor({ timeout: 30_000 });
    await expect(
      signed
        .getByText(/^您上次访问时核实过的前 \d+ 笔交易，与现在的账本对不上。这说明账本在那之后被改写或回滚了/)
        .count(),
    ).resolves.toBe(1);
    await signed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'ledger-fork-rewritten-1440.png'), fullPage: false });
  });
});
