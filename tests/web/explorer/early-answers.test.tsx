import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode } from '@/contracts/codes';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { TRACE_SAMPLE_BATCH } from '@/contracts/trace-sample';
import { fetchChainTx } from '@/features/chain/api';
import { EARLY_ANSWERS_GLOBAL, earlyRequestScript, type EarlyAnswers } from '@/lib/early-requests';
import { mockLedger } from '@/mocks/chain';
import { mockServer } from '@/mocks/node';
import { api, fail } from '@/mocks/respond';
import TracePage from '@/pages/trace/trace-page';
import '../support/render-shell';
import { renderSitePage } from '../support/render-site-page';
import { renderTalent } from '../support/render-talent';

/**
 * index.html's route script asks for a page's data while the HTML is parsed (src/lib/early-requests.ts,
 * written into the page by vite.config.ts); the page's data layer takes that answer once (early-answers.ts). Here the
 * script runs as the browser runs it, against the mock API, with the address a QR code opens.
 */
function runRouteScript(route: string, query: string) {
  const start = new Function('fetch', 'window', `return ${earlyRequestScript(API_BASE_PATH)}`) as (
    fetch: (url: string, init?: RequestInit) => Promise<Response>,
    window: Record<string, unknown>,
  ) => (route: string, query: URLSearchParams) => void;
  const browserFetch = (url: string, init?: RequestInit) => fetch(new URL(url, window.location.href), init);
  start(browserFetch, globalThis as unknown as Record<string, unknown>)(route, new URLSearchParams(query));
}

/** The mock API's requests of `path` from now on, by their query. */
function countRequests(path: string): string[] {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === api(path)) seen.push(url.search);
  });
  return seen;
}

function earlyKeys(): string[] {
  const early = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as EarlyAnswers | undefined;
  return Object.keys(early?.answers ?? {});
}

beforeAll(async () => {
  await import('@/pages/explorer/explorer-page');
  await import('@/pages/explorer/explorer-tx-page');
  await import('@/pages/explorer/explorer-block-page');
  await mockLedger();
}, 120_000);

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  mockServer.events.removeAllListeners();
});

describe('the route script of index.html asks for the page data once, before the page code runs', () => {
  it('the transaction page a QR code opens shows the answer the script asked for, without asking again', async () => {
    const tx = (await mockLedger()).blocks[36]!.transactions[2]!.txHash;
    const asked = countRequests(API.chainTx);
    // A QR code's address, in capitals: the page looks it up in lower case, and so does the script.
    runRouteScript('/explorer/tx', `hash=${tx.toUpperCase()}`);
    expect(earlyKeys()).toEqual([`${API.chainTx}?hash=${tx}`]);
    renderTalent(`/explorer/tx?hash=${tx}`);
    const fields = await screen.findByRole('region', { name: '交易信息' });
    expect(await within(fields).findByText(tx)).toBeInTheDocument();
    expect(within(fields).getByRole('link', { name: '#37' })).toBeInTheDocument();
    expect(asked).toEqual([`?hash=${tx}`]);
    expect(earlyKeys()).toEqual([]);
    // Taken once: the next lookup of the same transaction (a refresh) asks the server again.
    await fetchChainTx(tx);
    expect(asked).toEqual([`?hash=${tx}`, `?hash=${tx}`]);
  });

  it('the block page takes the block and the ledger height from the script', async () => {
    const blocks = countRequests(API.chainBlock);
    const heads = countRequests(API.chainBlocks);
    runRouteScript('/explorer/block', 'height=37');
    renderTalent('/explorer/block?height=37');
    expect(await screen.findByRole('link', { name: /下一区块 #38/ })).toBeInTheDocument();
    expect(blocks).toEqual(['?height=37']);
    expect(heads).toEqual(['?currPage=1&limit=1']);
  });

  it('the explorer home shows the newest blocks and the 30-day counts the script asked for, once each', async () => {
    const blocks = countRequests(API.chainBlocks);
    const days = countRequests(API.transactions);
    runRouteScript('/explorer', '');
    renderTalent('/explorer');
    // The first render of the explorer in a cold test worker can take seconds on a busy machine.
    const list = await screen.findByRole('region', { name: '最新区块' }, { timeout: 20_000 });
    expect(await within(list).findByRole('link', { name: '#128' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByTestId('explorer-chart-summary', {}, { timeout: 20_000 })).toHaveTextContent(
      '共 331 笔 · 今日 19 笔',
    );
    expect(blocks).toEqual(['?currPage=1&limit=10']);
    expect(days).toEqual(['']);
  });

  it('asks for nothing the page would not ask for', () => {
    runRouteScript('/explorer/tx', 'hash=not-a-hash');
    expect(earlyKeys()).toEqual([]);
    runRouteScript('/index', '');
    expect(earlyKeys()).toEqual([]);
    // No block by that height; the ledger's height, which the page shows beside any block.
    runRouteScript('/explorer/block', 'height=0');
    expect(earlyKeys()).toEqual([`${API.chainBlocks}?currPage=1&limit=1`]);
  });

  it('a failed early request is asked again through the request layer: the page shows its error as before', async () => {
    const tx = (await mockLedger()).blocks[36]!.transactions[2]!.txHash;
    let answered = 0;
    mockServer.use(
      http.get(api(API.chainTx), () => {
        answered += 1;
        // A proxy's bare 502: no envelope.
        return new HttpResponse('Bad Gateway', { status: 502 });
      }),
    );
    runRouteScript('/explorer/tx', `hash=${tx}`);
    renderTalent(`/explorer/tx?hash=${tx}`);
    expect(await screen.findByText('暂时无法加载')).toBeInTheDocument();
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    // The script's request and the request layer's.
    expect(answered).toBe(2);
  });

  it('an early 未找到 answer shows 未找到该交易 without asking again', async () => {
    const asked = countRequests(API.chainTx);
    const unknown = 'cd'.repeat(32);
    runRouteScript('/explorer/tx', `hash=${unknown}`);
    renderTalent(`/explorer/tx?hash=${unknown}`);
    expect(await screen.findByText('未找到该交易')).toBeInTheDocument();
    expect(screen.getByText('请核对区块高度或哈希后重新搜索')).toBeInTheDocument();
    expect(asked).toEqual([`?hash=${unknown}`]);
  });

  it('the trace page takes the batch and every step transaction from the script, and shows its error as before', async () => {
    const batches = countRequests(API.traceBatch);
    const txs = countRequests(API.chainTx);
    runRouteScript('/trace', `batch=${TRACE_SAMPLE_BATCH}`);
    const view = renderSitePage(<TracePage />, '/trace', `/trace?batch=${TRACE_SAMPLE_BATCH}`);
    expect(await screen.findByText('链上验证通过', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(batches).toEqual([`?batch=${TRACE_SAMPLE_BATCH}`]);
    // One request per step, each the script's.
    expect(txs.length).toBeGreaterThan(1);
    expect(new Set(txs).size).toBe(txs.length);
    expect(earlyKeys()).toEqual([]);
    view.unmount();

    mockServer.use(http.get(api(API.traceBatch), () => fail(ApiCode.SERVER_ERROR, '溯源服务暂不可用')));
    runRouteScript('/trace', 'batch=XQ-OTHER-0002');
    renderSitePage(<TracePage />, '/trace', '/trace?batch=XQ-OTHER-0002');
    expect(await screen.findByRole('heading', { level: 1, name: '暂时无法查询溯源信息' })).toBeInTheDocument();
    expect(screen.getByText('溯源服务暂不可用，请稍后刷新重试。')).toBeInTheDocument();
  });

  it("the talent portal's column list and article take the script's answers; a search or a later page asks for itself", async () => {
    const lists = countRequests(API.newsList);
    const details = countRequests(API.newsDetail);
    runRouteScript('/articlelist', 'nav=5');
    expect(earlyKeys()).toEqual([`${API.newsList}?currPage=1&limit=10&category=5`]);
    const list = renderTalent('/articlelist?nav=5');
    const first = await waitFor(() => {
      const link = list.container.querySelector<HTMLAnchorElement>('a[href*="articledetail"]');
      expect(link).not.toBeNull();
      return link!;
    });
    expect(first).toBeDefined();
    expect(lists).toEqual(['?currPage=1&limit=10&category=5']);
    expect(earlyKeys()).toEqual([]);
    list.unmount();

    const id = new URLSearchParams(first!.getAttribute('href')!.split('?')[1]).get('id')!;
    runRouteScript('/articledetail', `id=${id}&nav=5`);
    renderTalent(`/articledetail?id=${id}&nav=5`);
    expect(await screen.findByRole('heading', { level: 1, name: first!.textContent! })).toBeInTheDocument();
    expect(details).toEqual([`?id=${id}`]);
    // An unknown article: the script's answer is the page's 文章不存在, not a second request.
    runRouteScript('/articledetail', 'id=999999&nav=5');
    renderTalent('/articledetail?id=999999&nav=5');
    expect(await screen.findByRole('heading', { level: 1, name: '文章不存在' })).toBeInTheDocument();
    expect(details).toEqual([`?id=${id}`, '?id=999999']);

    for (const query of ['nav=5&keywords=人才', 'nav=5&page=2', 'nav=8', 'id=0&nav=5']) {
      runRouteScript(query.startsWith('id') ? '/articledetail' : '/articlelist', query);
      expect(earlyKeys(), query).toEqual([]);
    }
  });
});
