import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TALENT_NAV } from '@/contracts/talent-nav';
import { API } from '@/contracts/paths';
import { mockDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { api, ok } from '@/mocks/respond';
import { appUrl } from '@/lib/app-url';
import { useUserStore } from '@/stores/user';
import { renderTalent } from '../support/render-talent';
import { frameAsNextTask } from '../support/frames';
import { PAGE_LOAD_TIMEOUT } from '../support/page-load';

const PLATFORM = '星桥高新区人才服务联盟链平台';

async function navigation() {
  return screen.findByRole('navigation', { name: '人才平台导航' });
}

describe('talent portal layout and home (/talent)', () => {
  it('shows the platform name, the eight nav entries with home highlighted and the explorer entry', async () => {
    renderTalent('/talent');
    const nav = await navigation();
    expect(screen.getAllByText(PLATFORM).length).toBeGreaterThan(0);
    const links = within(nav).getAllByRole('link');
    expect(links.slice(0, 8).map((link) => link.textContent)).toEqual(TALENT_NAV.map((entry) => entry.label));
    expect(links.slice(0, 8).map((link) => link.getAttribute('href'))).toEqual([
      '/talent',
      '/articlelist?nav=2',
      '/articlelist?nav=3',
      '/articlelist?nav=4',
      '/articlelist?nav=5',
      '/articlelist?nav=6',
      '/articlelist?nav=7',
      '/homepage/homepage',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('首页');
    // D9: no VITE_EXPLORER_URL, so the entry opens this product's explorer (tests/web/explorer/ covers both).
    const explorer = within(nav).getByRole('link', { name: /区块链浏览器/ });
    expect((explorer as HTMLAnchorElement).href).toBe(appUrl('/explorer'));
    // SPEC line 13: the explorer entry opens in a new tab.
    expect(explorer).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows 登录 | 机构注册 to a visitor, and the user centre and account name to a signed-in user (D14)', async () => {
    const { unmount } = renderTalent('/talent');
    const header = () => document.querySelector<HTMLElement>('.talent-header__quick')!;
    await screen.findByRole('heading', { level: 1, name: PLATFORM }, { timeout: PAGE_LOAD_TIMEOUT });
    expect(within(header()).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(within(header()).getByRole('link', { name: '机构注册' })).toHaveAttribute('href', '/register');
    unmount();

    await useUserStore.getState().login({ username: 'enterprise01', password: 'Demo#2026', autoLogin: false });
    renderTalent('/talent');
    await screen.findByRole('heading', { level: 1, name: PLATFORM }, { timeout: PAGE_LOAD_TIMEOUT });
    expect(await within(header()).findByText('enterprise01')).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: '用户中心' })).toHaveAttribute('href', '/homepage/homepage');
    expect(within(header()).queryByRole('link', { name: '登录' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: '机构注册' })).toBeNull();
  });

  it('has quick entries to registration, login and the user centre, and the latest articles of several columns', async () => {
    renderTalent('/talent');
    expect(await screen.findByRole('heading', { level: 1, name: PLATFORM })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /机构注册.*园区企业/ })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /用户登录/ })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /用户中心.*人才登记/ })).toHaveAttribute('href', '/homepage/homepage');

    const news = screen.getByRole('region', { name: /新闻动态/ });
    expect(await within(news).findByRole('link', { name: '高新区人才服务联盟链平台正式上线运行' })).toHaveAttribute(
      'href',
      '/articledetail?id=1&nav=5',
    );
    const policy = screen.getByRole('region', { name: /人才政策/ });
    expect(await within(policy).findByRole('link', { name: '关于高层次人才分类认定的实施办法' })).toHaveAttribute(
      'href',
      '/articledetail?id=4&nav=2',
    );
    const jobs = screen.getByRole('region', { name: /招聘信息/ });
    expect(await within(jobs).findByText('园区重点企业冬季招聘岗位汇总')).toBeInTheDocument();
  });

  it('shows the figures the portal statistics call gives it, never invented ones', async () => {
    mockServer.use(http.get(api(API.portalStats), () => ok({ organisations: 1234, talents: 56, rewards: 7 })));
    renderTalent('/talent');
    const facts = await screen.findByRole('list', { name: '平台数据' });
    await within(facts).findByText('1,234');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1,234家入驻单位', '56名认定人才', '7项奖励获批']);
    expect(screen.queryByText('1,286')).not.toBeInTheDocument();
    expect(screen.queryByText('9,420')).not.toBeInTheDocument();
  });

  it('welcomes the first organisations instead of three zeros on day one (D14)', async () => {
    mockServer.use(http.get(api(API.portalStats), () => ok({ organisations: 0, talents: 0, rewards: 0 })));
    renderTalent('/talent');
    const welcome = await screen.findByText(/平台刚刚开通/, {}, { timeout: PAGE_LOAD_TIMEOUT });
    expect(welcome).toHaveTextContent(
      '平台刚刚开通，欢迎园区企业、机构与高校率先注册入驻，在线办理人才登记与奖励申报。',
    );
    expect(within(welcome).getByRole('link', { name: '注册入驻' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('list', { name: '平台数据' })).toBeNull();
    expect(screen.queryByText('家入驻单位', { exact: false })).toBeNull();
  });

  it('counts what the mock database holds: the one approved organisation', async () => {
    renderTalent('/talent');
    const facts = await screen.findByRole('list', { name: '平台数据' });
    // The figures show — until the answer arrives.
    await waitFor(() =>
      expect(within(facts).getByText('家入驻单位', { exact: false })).toHaveTextContent('1家入驻单位'),
    );
    expect(within(facts).getByText('名认定人才', { exact: false })).toHaveTextContent('0名认定人才');
  });

  it('says so in every column when nothing has been published yet', async () => {
    mockDb.current.news = [];
    renderTalent('/talent');
    for (const label of ['新闻动态', '人才政策', '奖励申报', '招聘信息', '办事指南', '培训信息']) {
      const column = await screen.findByRole('region', { name: new RegExp(label) });
      expect(await within(column).findByRole('status')).toHaveTextContent(
        '暂无已发布的文章，管理单位发布后将显示在这里',
      );
    }
  });
});

describe('/talent first paint', () => {
  it('asks for the figures, the columns and the footer facts only after its first frame', async () => {
    const log: string[] = [];
    frameAsNextTask(() =>
      log.push(
        `frame: ${screen.queryByText('人才认定、奖励申报、审核留痕全程上链', { exact: false }) ? 'hero' : 'blank'}`,
      ),
    );
    const record = ({ request }: { request: Request }) => log.push(new URL(request.url).pathname);
    mockServer.events.on('request:start', record);
    try {
      renderTalent('/talent');
      const news = await screen.findByRole('region', { name: /新闻动态/ }, { timeout: PAGE_LOAD_TIMEOUT });
      await within(news).findByRole('link', { name: '高新区人才服务联盟链平台正式上线运行' });
      await waitFor(() => expect(log.some((entry) => entry.endsWith(API.siteSettings))).toBe(true));
      const firstRequest = log.findIndex((entry) => !entry.startsWith('frame'));
      expect(log[0]).toBe('frame: hero');
      expect(firstRequest).toBeGreaterThan(0);
      expect(log.filter((entry) => entry.endsWith(API.portalStats))).toHaveLength(1);
      expect(log.filter((entry) => entry.endsWith(API.newsList))).toHaveLength(6);
    } finally {
      mockServer.events.removeListener('request:start', record);
      vi.unstubAllGlobals();
    }
  });
});
