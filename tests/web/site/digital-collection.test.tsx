import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COLLECTIBLE_CASES, COLLECTIBLE_STRENGTHS, collectibleCasePath } from '@/content/digital-collection';
import { EXPLORER_PATH } from '@/contracts/app-paths';
import { appUrl } from '@/lib/app-url';
import { CASE_ROTATION_MS } from '@/lib/use-rotation';
import DigitalCollectionPage from '@/pages/site/digital-collection/digital-collection-page';
import { renderSitePage } from '../support/render-site-page';
import { advance, withReducedMotion } from '../support/rotation';
import { http } from 'msw';
import { ApiCode } from '@/contracts/codes';
import { API } from '@/contracts/paths';
import { fetchLatestBlocks } from '@/features/chain/api';
import { mockServer } from '@/mocks/node';
import { api, fail } from '@/mocks/respond';

const PLATFORMS = ['疾风跑界元宇宙', '澜江古城数字文旅', '星萌次元', '匠心非遗数字馆'];

function casePanel() {
  return screen.getByRole('tabpanel');
}

function shownPlatform(): string {
  return within(casePanel()).getByRole('heading', { level: 3 }).textContent ?? '';
}

describe('/digitalCollection', () => {
  it('shows the sections in SPEC order', () => {
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('数字藏品');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      '什么是数字藏品',
      '应用场景',
      '为品牌带来的价值',
      '多种获取方式',
      '自主可控的区块链底层',
      '客户案例',
      '交付流程',
      '我们的优势',
      '合作伙伴',
    ]);
    for (const highlight of ['区块链底层', '交易系统', '铸造上链']) {
      expect(screen.getByRole('heading', { level: 3, name: highlight })).toBeInTheDocument();
    }
    for (const scenario of ['新品推广', '周年纪念', '跨界营销', '话题创作', '节日营销', '粉丝回馈']) {
      expect(screen.getByRole('heading', { level: 3, name: scenario })).toBeInTheDocument();
    }
    for (const benefit of ['IP 变现', '拉新获客', '促进转化', '提升复购', '品牌传播', '私域沉淀']) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    for (const mode of ['购买', '积分兑换', '盲盒', '藏品合成', '分享获得']) {
      expect(screen.getByText(mode, { selector: 'strong' })).toBeInTheDocument();
    }
  });

  it('links its own base layer in a new tab', () => {
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    const link = screen.getByRole('link', { name: /访问星桥链浏览器/ });
    // D9: no VITE_EXPLORER_URL, so this deployment's own explorer (tests/web/explorer/ covers both).
    // A hash link: the browser opens it on this very page's address.
    expect((link as HTMLAnchorElement).href).toBe(appUrl(EXPLORER_PATH));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the ledger’s real newest blocks, no invented figures, and says which ledger the explorer shows (D14)', async () => {
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    const section = screen.getByRole('heading', { name: '自主可控的区块链底层' }).closest('section')!;
    expect(section).not.toHaveTextContent('2 亿');
    expect(section).not.toHaveTextContent('#18 204');
    const live = await within(section).findByRole('figure', { name: '星桥链最新区块' });
    const { list } = await fetchLatestBlocks(3);
    expect(list.length).toBeGreaterThan(0);
    for (const block of list) expect(live).toHaveTextContent(`区块 #${block.height.toLocaleString('zh-CN')}`);
    expect(live).toHaveTextContent('本站账本的最新区块（实时）');
    expect(within(section).getByText(/星桥高新区人才服务联盟链/)).toHaveTextContent('将在园区人才服务平台中打开');
  });

  it('marks the block picture 示例 when the ledger does not answer (D14)', async () => {
    mockServer.use(http.get(api(API.chainBlocks), () => fail(ApiCode.SERVER_ERROR, '服务器繁忙，请稍后再试')));
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    expect(await screen.findByRole('figure', { name: '区块示意（示例）' })).toHaveTextContent('示例');
    expect(screen.queryByText('服务器繁忙，请稍后再试')).not.toBeInTheDocument();
  });

  it('shows the strengths as the SPEC figures', () => {
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    const figures = COLLECTIBLE_STRENGTHS.map((item) => item.figure);
    expect(figures).toEqual(['6+', '50+', '7+', '3', '70+', '100+', '1000+', '100']);
    const list = screen.getByRole('heading', { name: '我们的优势' }).closest('section')!;
    for (const item of COLLECTIBLE_STRENGTHS) expect(within(list).getByText(item.label)).toBeInTheDocument();
  });

  it('starts on case 1 and advances every 10 s, wrapping 4 → 1', () => {
    expect(CASE_ROTATION_MS).toBe(10_000);
    vi.useFakeTimers();
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    expect(within(screen.getByRole('tablist', { name: '客户案例' })).getAllByRole('tab')).toHaveLength(4);
    expect(shownPlatform()).toBe(PLATFORMS[0]);
    advance(9999);
    expect(shownPlatform()).toBe(PLATFORMS[0]);
    advance(1);
    expect(shownPlatform()).toBe(PLATFORMS[1]);
    advance(10_000);
    expect(shownPlatform()).toBe(PLATFORMS[2]);
    advance(10_000);
    expect(shownPlatform()).toBe(PLATFORMS[3]);
    advance(10_000);
    expect(shownPlatform()).toBe(PLATFORMS[0]);
  });

  it('waits while the pointer rests on the cases and never moves with prefers-reduced-motion (D14)', () => {
    vi.useFakeTimers();
    const view = renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    const cases = screen.getByRole('tablist', { name: '客户案例' });
    fireEvent.mouseEnter(cases);
    advance(30_000);
    expect(shownPlatform()).toBe(PLATFORMS[0]);
    fireEvent.mouseLeave(cases);
    advance(10_000);
    expect(shownPlatform()).toBe(PLATFORMS[1]);
    view.unmount();

    withReducedMotion(() => {
      renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
      advance(60_000);
      expect(shownPlatform()).toBe(PLATFORMS[0]);
    });
  });

  it('says what its QR code opens: this case’s introduction (D14)', () => {
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    expect(within(casePanel()).getByText(/扫码在手机上查看/)).toHaveTextContent(
      `扫码在手机上查看${PLATFORMS[0]}案例介绍`,
    );
    expect(within(casePanel()).queryByText(/扫码体验/)).not.toBeInTheDocument();
  });

  it('selects a clicked case and restarts the timer', () => {
    vi.useFakeTimers();
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    advance(6000);
    fireEvent.click(screen.getByRole('tab', { name: /动漫 IP/ }));
    expect(shownPlatform()).toBe(PLATFORMS[2]);
    advance(9999);
    expect(shownPlatform()).toBe(PLATFORMS[2]);
    advance(1);
    expect(shownPlatform()).toBe(PLATFORMS[3]);
  });

  it('shows platform, customer, two slogans, intro, cover and a scannable code for every case', () => {
    vi.useFakeTimers();
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    for (const item of COLLECTIBLE_CASES) {
      fireEvent.click(screen.getByRole('tab', { name: new RegExp(item.tab) }));
      const panel = casePanel();
      expect(within(panel).getByRole('heading', { name: item.platform })).toBeInTheDocument();
      expect(within(panel).getByText(`客户：${item.customer}`)).toBeInTheDocument();
      expect(item.slogans).toHaveLength(2);
      for (const slogan of item.slogans) expect(within(panel).getByText(slogan)).toBeInTheDocument();
      for (const paragraph of item.intro) expect(within(panel).getByText(paragraph)).toBeInTheDocument();
      const cover = within(panel).getByRole('img', { name: `${item.platform}平台封面` });
      expect(cover).toHaveAttribute('src', item.cover);
      expect(within(panel).getByRole('img', { name: `${item.platform}案例介绍二维码` })).toBeInTheDocument();
    }
  });

  it('keeps pictures below the fold lazy on first render, with explicit sizes', () => {
    vi.useFakeTimers();
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    // The QR code is drawn in the page (a data: picture), nothing to fetch.
    for (const name of [/平台封面$/, /^交付流程/]) {
      const image = screen.getByRole('img', { name });
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('opens on the case a QR code points to, with the cases section scrolled into view', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockClear();
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection', '/digitalCollection?case=3');
    expect(shownPlatform()).toBe(PLATFORMS[2]);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('region', { name: '客户案例' }));
  });

  it('neither scrolls nor moves off case 1 without a valid ?case', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockClear();
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection', '/digitalCollection?case=9');
    expect(shownPlatform()).toBe(PLATFORMS[0]);
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('case QR codes', () => {
  it('are drawn at run time from the serving origin and open their own case', async () => {
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    for (const item of COLLECTIBLE_CASES) {
      fireEvent.click(screen.getByRole('tab', { name: new RegExp(item.tab) }));
      const name = `${item.platform}案例介绍二维码`;
      await waitFor(() => expect(within(casePanel()).getByRole('img', { name }).tagName).toBe('IMG'));
      const img = within(casePanel()).getByRole('img', { name });
      const target = `${window.location.origin}/#/digitalCollection?case=${item.id}`;
      expect(img).toHaveAttribute('data-qr-value', target);
      expect(appUrl(collectibleCasePath(item.id))).toBe(target);
      expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    }
  });
});
