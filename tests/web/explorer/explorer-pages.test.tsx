import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChainTxDetail } from '@/contracts/chain';
import { API } from '@/contracts/paths';
import { fetchChainTx } from '@/features/chain/api';
import { mockLedger, publicBlock } from '@/mocks/chain';
import { mockServer } from '@/mocks/node';
import { api, ok } from '@/mocks/respond';
import { shortHash } from '@/utils/short-hash';
// jsdom has no canvas: the shell helpers' do-nothing 2D context lets the 30-day chart (ECharts) mount.
import '../support/render-shell';
import { renderTalent } from '../support/render-talent';

/** The explorer pages are in the talent portal's route table (D9). */
function renderPublic(entry: string) {
  return { ...renderTalent(entry), user: userEvent.setup() };
}

/** The mock ledger's answer for the transaction at `index` of block `height` (GET /portal/chain/tx). */
async function txDetailOf(height: number, index: number): Promise<ChainTxDetail> {
  return fetchChainTx((await mockLedger()).blocks[height - 1]!.transactions[index]!.txHash);
}

function answerTx(detail: ChainTxDetail) {
  mockServer.use(http.get(api(API.chainTx), () => ok(detail)));
}

/** The text a visitor reads without opening 技术细节 (D14). */
function withoutDetails(region: HTMLElement): string {
  const visible = region.cloneNode(true) as HTMLElement;
  visible.querySelectorAll('details').forEach((node) => node.remove());
  return visible.textContent ?? '';
}

function flip(hash: string): string {
  return `${hash[0] === '0' ? '1' : '0'}${hash.slice(1)}`;
}

async function search(user: ReturnType<typeof renderPublic>['user'], text: string) {
  const box = await screen.findByRole('searchbox', { name: '区块高度、区块哈希或交易哈希' });
  await user.clear(box);
  await user.type(box, `${text}{Enter}`);
}

beforeAll(async () => {
  // The route's lazy chunks, loaded once before the first render is timed (a cold worker on a busy machine).
  await import('@/pages/explorer/explorer-page');
  await import('@/pages/explorer/explorer-tx-page');
  await import('@/pages/explorer/explorer-block-page');
  await import('@/features/chain/components/log-checkpoint-panel');
  // The mock ledger hashes its 128 blocks once, on its first use: not inside the first test's wait for its table.
  await mockLedger();
}, 120_000);

describe('/explorer: latest blocks, the 30-day counts and the whole-ledger check (D9)', () => {
  it('lists the newest blocks first, ten a page, each with its hash, count and time', async () => {
    const { user } = renderPublic('/explorer');
    expect(await screen.findByRole('heading', { level: 1, name: '区块链浏览器' })).toBeInTheDocument();
    const blocks = screen.getByRole('region', { name: '最新区块' });
    expect(await within(blocks).findByRole('link', { name: '#128' })).toHaveAttribute(
      'href',
      '/explorer/block?height=128',
    );
    const heights = within(blocks)
      .getAllByRole('link', { name: /^#\d+$/ })
      .map((link) => link.textContent);
    expect(heights).toEqual(Array.from({ length: 10 }, (_, index) => `#${128 - index}`));
    const newest = (await mockLedger()).blocks[127]!;
    const row = within(blocks).getByRole('link', { name: '#128' }).closest('tr')!;
    expect(within(row).getByText(`${newest.hash.slice(0, 10)}…${newest.hash.slice(-8)}`)).toBeInTheDocument();
    expect(within(row).getByText(String(newest.txCount))).toBeInTheDocument();
    expect(within(row).getByText('已封存')).toBeInTheDocument();
    expect(within(blocks).getByText('共 128 个区块')).toBeInTheDocument();

    await user.click(within(blocks).getByRole('listitem', { name: '2' }));
    expect(await within(blocks).findByRole('link', { name: '#118' })).toBeInTheDocument();
    // The public chart reads the per-day counts without a session (no personal data in them).
    expect(await screen.findByTestId('explorer-chart-summary')).toHaveTextContent('共 331 笔 · 今日 19 笔');
  });

  it('gives the 30-day chart a data table screen readers read (the canvas itself is hidden from them)', async () => {
    renderPublic('/explorer');
    const table = await screen.findByRole('table', { name: '每日交易数据表' }, { timeout: 45_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['日期', '交易数']);
    const rows = within(table).getAllByRole('row').slice(1);
    const counts = rows.map((row) => Number(within(row).getByRole('cell').textContent));
    // The same figures as the visible summary: 共 331 笔 · 今日 19 笔.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(331);
    expect(counts.at(-1)).toBe(19);
    expect(within(rows.at(-1)!).getByRole('rowheader').textContent).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(document.querySelector('canvas')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('marks the newest block 未封存 while it still takes transactions', async () => {
    const { blocks } = await mockLedger();
    mockServer.use(
      http.get(api(API.chainBlocks), () =>
        ok({ list: [{ ...publicBlock(blocks[127]!), open: true }, publicBlock(blocks[126]!)], total: 128 }),
      ),
    );
    renderPublic('/explorer');
    const row = (await screen.findByRole('link', { name: '#128' })).closest('tr')!;
    expect(within(row).getByText('未封存')).toBeInTheDocument();
    const older = screen.getByRole('link', { name: '#127' }).closest('tr')!;
    expect(within(older).getByText('已封存')).toBeInTheDocument();
  });

  it('verifies the whole ledger on request: 账本校验通过 with the height and the head hash', async () => {
    const { user } = renderPublic('/explorer');
    const panel = await screen.findByRole('region', { name: '账本完整性校验' });
    await user.click(within(panel).getByRole('button', { name: /校验整条账本/ }));
    expect(await within(panel).findByText('账本校验通过')).toBeInTheDocument();
    expect(within(panel).getByText('#128')).toBeInTheDocument();
    expect(within(panel).getByText((await mockLedger()).blocks[127]!.hash)).toBeInTheDocument();
    // D14: plain words for the visitor; what is recomputed is behind 技术细节.
    expect(withoutDetails(panel)).not.toMatch(/SHA-256|默克尔|Web Crypto/);
    expect(within(panel).getByText('技术细节').closest('details')).not.toHaveAttribute('open');
  });

  it('names the first bad block and why when the ledger does not verify', async () => {
    const { blocks } = await mockLedger();
    mockServer.use(
      http.get(api(API.chainVerify), () =>
        ok(
          {
            ok: false,
            height: 128,
            headHash: blocks[127]!.hash,
            checkedBlocks: 16,
            checkedTransactions: 80,
            checkedRecords: 80,
            pending: 0,
            firstBadHeight: 17,
            reason: '区块 #17 第 3 笔交易的内容哈希与记录不符',
          },
          '账本校验未通过',
        ),
      ),
    );
    const { user } = renderPublic('/explorer');
    const panel = await screen.findByRole('region', { name: '账本完整性校验' });
    await user.click(within(panel).getByRole('button', { name: /校验整条账本/ }));
    expect(await within(panel).findByText('账本校验未通过')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '#17' })).toHaveAttribute('href', '/explorer/block?height=17');
    expect(within(panel).getByText('原因：区块 #17 第 3 笔交易的内容哈希与记录不符')).toBeInTheDocument();
    expect(within(panel).queryByText('账本校验通过')).toBeNull();
  });
});

describe('the explorer search box', () => {
  it('opens the block of a height, and says 未找到 for a height the ledger does not have', async () => {
    const { user, router } = renderPublic('/explorer');
    await search(user, '42');
    await waitFor(() => expect(router.state.location.search).toBe('?height=42'));
    expect(router.state.location.pathname).toBe('/explorer/block');
    expect(await screen.findByRole('heading', { level: 1, name: '区块 #42' })).toBeInTheDocument();

    await search(user, '9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到高度为 9999 的区块');
    expect(router.state.location.search).toBe('?height=42');
  });

  it('opens a block by its hash and a transaction by its hash, typed with 0x or in capitals', async () => {
    const { blocks } = await mockLedger();
    const { user, router } = renderPublic('/explorer');
    await search(user, blocks[9]!.hash.toUpperCase());
    await waitFor(() => expect(router.state.location.search).toBe('?height=10'));
    expect(await screen.findByRole('heading', { level: 1, name: '区块 #10' })).toBeInTheDocument();

    const tx = blocks[20]!.transactions[0]!;
    await search(user, `0x${tx.txHash}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/explorer/tx'));
    expect(router.state.location.search).toBe(`?hash=${tx.txHash}`);
    // The block page just left says 已验证 too, and stays on screen until the transaction page replaces it.
    const proof = await screen.findByRole('region', { name: '收录校验（在您的浏览器中完成）' });
    expect(await within(proof).findByText('已验证')).toBeInTheDocument();
  });

  it('says 未找到 for an unknown hash and what to type for anything else', async () => {
    const { user, router } = renderPublic('/explorer');
    await search(user, 'ab'.repeat(32));
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到与该哈希对应的区块或交易');
    await search(user, 'hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入区块高度（正整数）或 64 位十六进制哈希');
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/explorer');
  });
});

describe('/explorer/block?height=', () => {
  it('shows the block, checks it in the browser, lists its transactions in Chinese and links its neighbours', async () => {
    const block = (await mockLedger()).blocks[36]!;
    renderPublic('/explorer/block?height=37');
    expect(await screen.findByRole('heading', { level: 1, name: '区块 #37' })).toBeInTheDocument();
    // The panel is replaced once the block has loaded: look it up after.
    expect(await screen.findByText(block.hash)).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: '区块信息' });
    expect(within(fields).getByRole('link', { name: `前一区块 ${block.prevHash}` })).toHaveAttribute(
      'href',
      '/explorer/block?height=36',
    );
    // The Merkle root recomputed from the listed transactions, the hash from the header: with Web Crypto.
    expect(await within(fields).findByText('已验证')).toBeInTheDocument();
    expect(within(fields).getByText(block.merkleRoot)).toBeInTheDocument();
    expect(within(fields).getByText('本区块的全部交易与区块记录一致，区块未被改动。')).toBeInTheDocument();
    expect(within(fields).getByText('默克尔根一致')).toBeInTheDocument();
    expect(within(fields).getByText('区块哈希一致')).toBeInTheDocument();
    // D14: the recomputed values and the Merkle root are behind 技术细节; nothing outside it names an algorithm.
    expect(withoutDetails(fields)).not.toMatch(/SHA-256|默克尔|Web Crypto/);
    expect(within(fields).getByText('技术细节').closest('details')).not.toHaveAttribute('open');

    const txs = screen.getByRole('region', { name: `区块内交易（${block.txCount}）` });
    const first = block.transactions[0]!;
    expect(within(txs).getByRole('link', { name: `交易 ${shortHash(first.txHash)}` })).toHaveAttribute(
      'href',
      `/explorer/tx?hash=${first.txHash}`,
    );
    expect(within(txs).getAllByRole('row')).toHaveLength(block.txCount + 1);
    // Kinds in Chinese (block 37 holds one of each kind of the mock traffic).
    for (const kind of ['业务咨询', '人才登记提交', '奖励申报审核', '机构注册审核通过'])
      expect(within(txs).getAllByText(kind).length).toBeGreaterThan(0);

    const pager = screen.getByRole('navigation', { name: '相邻区块' });
    expect(within(pager).getByRole('link', { name: /上一区块 #36/ })).toHaveAttribute(
      'href',
      '/explorer/block?height=36',
    );
    expect(await within(pager).findByRole('link', { name: /下一区块 #38/ })).toHaveAttribute(
      'href',
      '/explorer/block?height=38',
    );
  });

  it('the first block is the genesis block and the newest has no next one', async () => {
    const { unmount } = renderPublic('/explorer/block?height=1');
    expect(await screen.findByText('创世区块（64 个 0）')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /上一区块/ })).toBeNull();
    unmount();
    renderPublic('/explorer/block?height=128');
    expect(await screen.findByRole('heading', { level: 1, name: '区块 #128' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /上一区块 #127/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /下一区块/ })).toBeNull();
  });

  it('says 未找到该区块 for a height the ledger does not have, or no height at all', async () => {
    const { unmount } = renderPublic('/explorer/block?height=9999');
    expect(await screen.findByText('未找到该区块')).toBeInTheDocument();
    unmount();
    renderPublic('/explorer/block');
    expect(await screen.findByText('未找到该区块')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回区块链浏览器' })).toHaveAttribute('href', '/explorer');
  });
});

describe('/explorer/tx?hash=: the Merkle proof checked with Web Crypto in the browser', () => {
  it('shows the transaction, its block and each proof step, and says 已验证', async () => {
    const detail = await txDetailOf(37, 2);
    renderPublic(`/explorer/tx?hash=${detail.txHash}`);
    const proof = await screen.findByRole('region', { name: '收录校验（在您的浏览器中完成）' });
    expect(await within(proof).findByText('已验证')).toBeInTheDocument();
    expect(within(proof).getByText('这笔交易确实记录在区块 #37 中，该区块也未被改动。')).toBeInTheDocument();
    // D14: the proof's words and steps are behind 技术细节; nothing outside it names an algorithm.
    expect(withoutDetails(proof)).not.toMatch(/SHA-256|默克尔|Web Crypto/);
    expect(within(proof).getByText('技术细节').closest('details')).not.toHaveAttribute('open');
    expect(within(proof).getByText(/经 \d+ 步默克尔证明算出的根与区块 #37/)).toBeInTheDocument();
    const steps = within(proof).getByRole('list', { name: '证明步骤' });
    // The leaf, one line per proof step, the root and the block hash.
    expect(within(steps).getAllByRole('listitem')).toHaveLength(detail.proof.length + 3);

    const fields = screen.getByRole('region', { name: '交易信息' });
    expect(within(fields).getByText(detail.txHash)).toBeInTheDocument();
    expect(within(fields).getByText(detail.payloadHash)).toBeInTheDocument();
    expect(within(fields).getByRole('link', { name: '#37' })).toHaveAttribute('href', '/explorer/block?height=37');
    expect(within(fields).getByText(`3 / ${detail.block.txCount}`)).toBeInTheDocument();
    expect(withoutDetails(fields)).not.toMatch(/SHA-256|默克尔|Web Crypto/);
  });

  it('says 验证失败 and what failed when a proof step was tampered with', async () => {
    const detail = await txDetailOf(37, 2);
    answerTx({
      ...detail,
      proof: detail.proof.map((step, index) => (index === 0 ? { ...step, hash: flip(step.hash) } : step)),
    });
    renderPublic(`/explorer/tx?hash=${detail.txHash}`);
    const proof = await screen.findByRole('region', { name: '收录校验（在您的浏览器中完成）' });
    expect(await within(proof).findByText('验证失败')).toBeInTheDocument();
    expect(within(proof).getByText('这笔交易与区块 #37 的记录对不上，账本可能被改动。')).toBeInTheDocument();
    expect(
      within(proof).getByText(/默克尔证明不成立：由交易哈希经 \d+ 步算出的根与区块 #37 记录的默克尔根不一致/),
    ).toBeInTheDocument();
    expect(within(proof).getByText('默克尔根不一致')).toBeInTheDocument();
    expect(within(proof).queryByText('已验证')).toBeNull();
  });

  it('says 验证失败 when the block header does not hash to the block hash', async () => {
    const detail = await txDetailOf(37, 2);
    answerTx({
      ...detail,
      block: { ...detail.block, sealedAt: new Date(Date.parse(detail.block.sealedAt) + 1).toISOString() },
    });
    renderPublic(`/explorer/tx?hash=${detail.txHash}`);
    expect(await screen.findByText('验证失败')).toBeInTheDocument();
    expect(screen.getByText(/区块哈希不一致/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('默克尔根一致')).toBeInTheDocument();
  });

  it('waits for an open block: the proof is not final until it is sealed', async () => {
    const detail = await txDetailOf(37, 2);
    answerTx({ ...detail, block: { ...detail.block, open: true } });
    renderPublic(`/explorer/tx?hash=${detail.txHash}`);
    expect(await screen.findByText('区块未封存')).toBeInTheDocument();
    expect(screen.getByText(/校验将在封存后进行/)).toBeInTheDocument();
    expect(screen.queryByText('已验证')).toBeNull();
  });

  it('says 未找到该交易 for a hash the ledger does not have', async () => {
    renderPublic(`/explorer/tx?hash=${'cd'.repeat(32)}`);
    expect(await screen.findByText('未找到该交易')).toBeInTheDocument();
  });
});
