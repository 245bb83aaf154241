import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TraceBatch } from '@/contracts/chain';
import { API } from '@/contracts/paths';
import { TRACE_SAMPLE, TRACE_SAMPLE_BATCH } from '@/contracts/trace-sample';
import { mockTraceBatch } from '@/mocks/chain';
import { mockServer } from '@/mocks/node';
import { api, ok } from '@/mocks/respond';
import TracePage from '@/pages/trace/trace-page';
import { renderSitePage } from '../support/render-site-page';

/** The trace page at `entry` (it has no layout of its own to render). */
function renderPublic(entry: string) {
  return renderSitePage(<TracePage />, '/trace', entry);
}

const SAMPLE_PATH = `/trace?batch=${TRACE_SAMPLE_BATCH}`;

/** The sample batch as the trace call answers it, changed by `edit` (a tampered answer). */
async function answerBatch(edit: (batch: TraceBatch) => void) {
  const batch = (await mockTraceBatch(TRACE_SAMPLE_BATCH))!;
  edit(batch);
  mockServer.use(http.get(api(API.traceBatch), () => ok(batch)));
  return batch;
}

/** The timeline's steps (not the check lists inside them). */
function stepItems() {
  return within(screen.getByRole('region', { name: /溯源环节/ }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('trace-step'));
}

describe('/trace?batch=: the consumer page a product QR code opens', () => {
  it('shows the batch and its steps as a timeline, each step verified in the browser and linked to its transaction', async () => {
    renderPublic(SAMPLE_PATH);
    const { batch, steps } = TRACE_SAMPLE;
    expect(await screen.findByRole('heading', { level: 1, name: /溯源.*青溪红边 · 明前一级红茶/ })).toBeInTheDocument();
    const product = screen.getByRole('region', { name: /青溪红边/ });
    for (const value of [batch.brand, batch.producer, batch.origin, batch.spec, batch.quantity, TRACE_SAMPLE_BATCH])
      expect(within(product).getByText(value)).toBeInTheDocument();

    // payloadHash from the evidence, txHash from it, then the ledger's Merkle proof: all with Web Crypto.
    expect(await screen.findByText('链上验证通过', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(
      screen.getByText(`全部 ${steps.length} 个环节的信息均与区块链记录一致，已在您的浏览器中独立校验。`),
    ).toBeInTheDocument();
    const items = stepItems();
    expect(items).toHaveLength(steps.length);
    const answer = (await mockTraceBatch(TRACE_SAMPLE_BATCH))!;
    for (const [index, item] of items.entries()) {
      const step = steps[index]!;
      expect(within(item).getByRole('heading', { level: 3, name: step.title })).toBeInTheDocument();
      expect(within(item).getByText(step.stage)).toBeInTheDocument();
      // Place and actor (the same text for the testing centre).
      for (const text of [step.place, step.actor]) expect(within(item).getAllByText(text).length).toBeGreaterThan(0);
      expect(within(item).getByText('已验证')).toBeInTheDocument();
      expect(within(item).getByRole('link', { name: new RegExp(`：第 ${index + 1} 环节的链上交易$`) })).toHaveAttribute(
        'href',
        `/explorer/tx?hash=${answer.steps[index]!.txHash}`,
      );
    }
    // Times in China Standard Time (the test zone), as the sample records them.
    expect(within(items[0]!).getByText('2026-03-02 08:30')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '区块链浏览器' })[0]).toHaveAttribute('href', '/explorer');
  });

  it('labels the sample batch 示例 and keeps developer words behind 技术细节 (D14)', async () => {
    renderPublic(SAMPLE_PATH);
    expect(await screen.findByRole('note')).toHaveTextContent('示例：本批次是演示用的样例数据');
    expect(await screen.findByText('链上验证通过', {}, { timeout: 20_000 })).toBeInTheDocument();
    const how = screen.getByRole('region', { name: '如何验证' });
    expect(within(how).getByText('技术细节')).toBeInTheDocument();
    for (const details of document.querySelectorAll('details')) details.remove();
    for (const word of ['SHA-256', '默克尔', 'Web Crypto', '哈希']) {
      expect(document.body).not.toHaveTextContent(word);
    }
    expect(how).toHaveTextContent('您的浏览器会把每个环节的内容与链上记录逐一核对');
  });

  it('says 验证失败 for a step whose shown content differs from what the ledger recorded', async () => {
    await answerBatch((batch) => {
      batch.steps[3]!.detail = '抽样送检：全部合格。';
    });
    renderPublic(SAMPLE_PATH);
    expect(await screen.findByText('1 个环节验证失败', {}, { timeout: 20_000 })).toBeInTheDocument();
    const tampered = stepItems().find((item) => within(item).queryByRole('heading', { name: '农残与品质检测' }))!;
    expect(within(tampered).getByText('验证失败')).toBeInTheDocument();
    expect(within(tampered).getByText('页面显示的批次或环节信息与上链内容不一致')).toBeInTheDocument();
    expect(within(tampered).getByText('页面内容不一致')).toBeInTheDocument();
    // The failure is said as soon as it is known; the other six steps finish their checks and pass.
    await waitFor(() => expect(screen.getAllByText('已验证')).toHaveLength(6));
  });

  it('says 验证失败 for evidence that does not hash to its transaction', async () => {
    await answerBatch((batch) => {
      const evidence = batch.steps[0]!.evidence;
      evidence.payload = evidence.payload.replace('150', '160');
    });
    renderPublic(SAMPLE_PATH);
    expect(await screen.findByText('1 个环节验证失败', {}, { timeout: 20_000 })).toBeInTheDocument();
    const first = stepItems()[0]!;
    expect(within(first).getByText(/内容哈希不一致/, { selector: 'p' })).toBeInTheDocument();
  });

  it('shows a friendly Chinese page for an unknown batch or none', async () => {
    const { unmount } = renderPublic('/trace?batch=XQ-NOPE-0001');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该批次的溯源信息' })).toBeInTheDocument();
    expect(screen.getByText(/批次号“XQ-NOPE-0001”没有溯源记录/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回星桥链数首页' })).toHaveAttribute('href', '/index');
    unmount();
    renderPublic('/trace');
    expect(await screen.findByRole('heading', { level: 1, name: '未找到该批次的溯源信息' })).toBeInTheDocument();
    expect(screen.getByText(/链接中缺少批次号/)).toBeInTheDocument();
  });
});
