import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TALENT_NAV } from '@/contracts/news';
import { env } from '@/lib/env';
import { renderTalent } from './render-talent';

const PLATFORM = '星桥高新区人才服务联盟链平台';

async function navigation() {
  return screen.findByRole('navigation', { name: '人才平台导航' });
}

describe('talent portal layout and home (/talent)', () => {
  it('shows the platform name, the eight nav entries with home highlighted and the explorer link in a new tab', async () => {
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
    const explorer = within(nav).getByRole('link', { name: /区块链浏览器/ });
    expect(explorer).toHaveAttribute('href', env.VITE_EXPLORER_URL);
    expect(explorer).toHaveAttribute('target', '_blank');
    expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
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
});
