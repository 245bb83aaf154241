import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeSolutionTabs } from '@/content/home-below-fold';
import { partners } from '@/content/partners';
import PartnerCarousel, { AUTOPLAY_START_DELAY_MS, PARTNER_SWIPER_OPTIONS } from '@/pages/site/home/partner-carousel';
import { Autoplay, FreeMode } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { findPageHeading, locationOf, renderApp } from '../support/render-app';

describe('home page', () => {
  it('sets the page title and links the banner to /digitalCollection', async () => {
    const { router, user } = renderApp('/index');
    await findPageHeading('让品牌 IP 成为可收藏的数字资产');
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('首页 - 星桥链数'));
    const banner = screen.getByRole('link', { name: /让品牌 IP 成为可收藏的数字资产/ });
    expect(banner).toHaveAttribute('href', '/digitalCollection');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await user.click(banner);
    await waitFor(() => expect(visited).toContain('/digitalCollection'));
  });

  it('marks the chain operating figures it cannot read from the ledger 示例 (D14)', async () => {
    renderApp('/index');
    await findPageHeading('让品牌 IP 成为可收藏的数字资产');
    const term = (label: string) => screen.getByText(label, { selector: '.home-stats dt' });
    expect(term('累计上链数据（示例）').nextElementSibling).toHaveTextContent('3.2 亿');
    expect(term('平台可用性（示例）').nextElementSibling).toHaveTextContent('99.95%');
    expect(screen.queryByText('累计上链数据', { selector: '.home-stats dt' })).toBeNull();
  });

  it('shows 8 feature tiles in 2 rows of 4; hover makes a tile current, leaving clears it', async () => {
    const { user } = renderApp('/index');
    await findPageHeading();
    const rows = screen.getAllByRole('list', { name: /平台特性 第 \d 行/ });
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getAllByRole('listitem')).toHaveLength(4);

    const tiles = rows.flatMap((row) => within(row).getAllByRole('listitem'));
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      '多机构多节点',
      '多维度监控',
      '全生命周期追溯',
      '数据自动采集',
      '实时上链监控',
      '信息公开透明',
      '防篡改真实可信',
      '丰富接口扩展',
    ]);
    expect(tiles.filter((tile) => tile.classList.contains('is-current'))).toHaveLength(0);

    await user.hover(tiles[5]);
    expect(tiles[5]).toHaveClass('is-current');
    expect(tiles[5]).toHaveAttribute('aria-current', 'true');
    expect(tiles.filter((tile) => tile.classList.contains('is-current'))).toHaveLength(1);

    await user.hover(tiles[1]);
    expect(tiles[1]).toHaveClass('is-current');
    expect(tiles[5]).not.toHaveClass('is-current');

    await user.unhover(tiles[1]);
    expect(tiles.filter((tile) => tile.classList.contains('is-current'))).toHaveLength(0);
  });

  it('lists the six product features and the technical architecture', async () => {
    renderApp('/index');
    await findPageHeading();
    for (const title of [
      '数据协同',
      '与现有中心化系统无缝集成',
      '支持多种硬件',
      '智能合约模板',
      '隐私保护',
      '多端展示',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: '技术架构' })).toBeInTheDocument();
    expect(screen.getByText(/五层结构/)).toBeInTheDocument();
  });

  it('solution tabs: tab 1 by default, each tab switches content and links exactly as SPEC says', async () => {
    const { router, user } = renderApp('/index');
    await findPageHeading();
    const tablist = screen.getByRole('tablist', { name: '行业解决方案' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['政务', '食品', '零售', '工业制造', '知识产权', '医疗医药']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const expectedLinks: Record<string, string[]> = {
      政务: ['/solution?id=3'],
      食品: ['/solution?id=1', '/solution?id=6'],
      零售: ['/solution?id=2', '/solution?id=4', '/solution?id=5'],
      工业制造: [],
      知识产权: [],
      医疗医药: [],
    };
    for (const tab of tabs) {
      await user.click(tab);
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(tabs.filter((other) => other.getAttribute('aria-selected') === 'true')).toHaveLength(1);
      const panel = screen.getByRole('tabpanel');
      const content = homeSolutionTabs.find((item) => item.label === tab.textContent)!;
      expect(within(panel).getByRole('heading', { name: content.title })).toBeInTheDocument();
      const hrefs = within(panel)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(expectedLinks[tab.textContent!]);
    }
    expect(locationOf(router)).toBe('/index');

    await user.click(tabs[1]);
    await user.click(within(screen.getByRole('tabpanel')).getByRole('link', { name: /食品饮料溯源解决方案/ }));
    await findPageHeading('食品饮料安全追溯解决方案');
    expect(locationOf(router)).toBe('/solution?id=6');
  });

  it('states the 100 free slots for enterprise users and the 48-hour call-back', async () => {
    renderApp('/index');
    await findPageHeading();
    expect(screen.getByText(/开放 100 个免费应用名额，仅限企业用户申请/)).toBeInTheDocument();
    expect(screen.getByText('48 小时内电话回访')).toBeInTheDocument();
  });
});

describe('partner carousel', () => {
  it('uses the SPEC options: 4 per view and group, loop, free mode, 3000 ms autoplay that stops on interaction', () => {
    expect(PARTNER_SWIPER_OPTIONS).toMatchObject({
      slidesPerView: 4,
      slidesPerGroup: 4,
      loop: true,
      freeMode: true,
      autoplay: { delay: 3000, disableOnInteraction: true },
    });
    expect(PARTNER_SWIPER_OPTIONS.modules).toEqual([Autoplay, FreeMode]);
    expect(PARTNER_SWIPER_OPTIONS.breakpoints[768]).toMatchObject({ slidesPerView: 4, slidesPerGroup: 4 });
    expect(AUTOPLAY_START_DELAY_MS).toBe(1000);
    expect(partners).toHaveLength(24);
    expect(new Set(partners.map((partner) => partner.name)).size).toBe(24);
  });

  it('renders 24 logos and starts autoplay 1000 ms after it loads', () => {
    vi.useFakeTimers();
    const { container } = render(<PartnerCarousel />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(24);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '240');
      expect(image).toHaveAttribute('height', '96');
    }
    const swiper = (container.querySelector('.swiper') as HTMLElement & { swiper: SwiperInstance }).swiper;
    expect(swiper.params.loop).toBe(true);
    expect(swiper.autoplay.running).toBe(false);
    act(() => {
      vi.advanceTimersByTime(AUTOPLAY_START_DELAY_MS - 1);
    });
    expect(swiper.autoplay.running).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(swiper.autoplay.running).toBe(true);
  });
});
