import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_DEFAULTS, siteConfig } from '@/content/site-config';
import { NAV_ITEMS, isNavGroup } from '@/layouts/site/nav-items';
import { RecordFiling } from '@/layouts/record-filing';
import { parseEnv } from '@/lib/env';
import { findPageHeading, locationOf, renderApp, scrollWindowTo } from '../support/render-app';

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

function header() {
  return document.querySelector('header.site-header') as HTMLElement;
}

describe('site layout: top navigation', () => {
  it('links every marketing path, including pages built elsewhere', async () => {
    renderApp('/index');
    await findPageHeading();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const hrefs = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    for (const path of [
      '/index',
      '/platform',
      '/solution?id=1',
      '/solution?id=2',
      '/solution?id=3',
      '/solution?id=4',
      '/solution?id=5',
      '/solution?id=6',
      '/product?id=1',
      '/product?id=2',
      '/digitalCollection',
      '/talentTrain',
      '/ghy',
      '/talent',
      '/partner',
      '/cases?type=1',
      '/cases?type=2',
      '/cases?type=3',
      '/service',
      '/aboutus',
    ]) {
      expect(hrefs, path).toContain(path);
    }
    const solutions = NAV_ITEMS.find((item) => item.label === '解决方案');
    expect(solutions && isNavGroup(solutions) ? solutions.children : []).toHaveLength(6);
  });

  it('becomes fixed after scrolling more than 150 px and swaps its logo', async () => {
    renderApp('/index');
    await findPageHeading();
    const logo = () => within(header()).getByRole('img', { name: '星桥链数' });
    expect(header()).not.toHaveClass('is-fixed');
    expect(logo()).toHaveAttribute('src', '/images/site/logo-light.svg');

    scrollWindowTo(150);
    expect(header()).not.toHaveClass('is-fixed');

    scrollWindowTo(151);
    expect(header()).toHaveClass('is-fixed');
    expect(logo()).toHaveAttribute('src', '/images/site/logo-dark.svg');

    scrollWindowTo(20);
    expect(header()).not.toHaveClass('is-fixed');
    expect(logo()).toHaveAttribute('src', '/images/site/logo-light.svg');
  });

  it('opens the touch menu, expands a group and closes after navigating', async () => {
    const { router, user } = renderApp('/index');
    await findPageHeading();
    const toggle = screen.getByRole('button', { name: '打开导航菜单' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(header()).toHaveClass('is-menu-open');

    const group = screen.getByRole('button', { name: '客户案例' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('link', { name: '种业监管联盟链' }));
    await findPageHeading('江南省种业监管联盟链');
    expect(locationOf(router)).toBe('/cases?type=2');
    expect(header()).not.toHaveClass('is-menu-open');
    expect(screen.getByRole('button', { name: '打开导航菜单' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('立即咨询 in the header opens the contact dialog', async () => {
    const { user } = renderApp('/platform');
    await findPageHeading();
    await user.click(within(header()).getByRole('button', { name: '立即咨询' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('立即咨询')).toBeInTheDocument();
    expect(within(dialog).getByText(/工作日 24 小时内/)).toBeInTheDocument();
  });

  it('re-creates the page and scrolls to the top when the full path changes', async () => {
    const { router } = renderApp('/solution?id=1');
    await findPageHeading('酒类防伪溯源解决方案');
    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/solution?id=2');
    await findPageHeading('化妆品全链路溯源解决方案');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('site layout: footer and back-to-top', () => {
  it('shows contact details, the record filing, partner links, the current year and the tech credit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T08:00:00+08:00'));
    renderApp('/index');
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(`© 2031 ${SITE_DEFAULTS.companyName} 版权所有`)).toBeInTheDocument();
    expect(within(footer).getByText(`技术支持：${SITE_DEFAULTS.techSupport}`)).toBeInTheDocument();
    for (const office of SITE_DEFAULTS.offices) expect(within(footer).getByText(office.address)).toBeInTheDocument();
    // Partner links are pages of this product.
    expect(
      siteConfig.partnerLinks.map((link) => within(footer).getByRole('link', { name: link.name }).getAttribute('href')),
    ).toEqual(['/talent', '/partner', '/talentTrain', '/aboutus']);
  });

  it('shows clearly fictional facts marked 示例, linking no real government site', async () => {
    renderApp('/index');
    await findPageHeading();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '400-000-0000（示例）' })).toHaveAttribute(
      'href',
      'tel:4000000000',
    );
    expect(within(footer).getByText('浙ICP备00000000号（示例）')).not.toHaveAttribute('href');
    expect(within(footer).queryByRole('link', { name: /ICP/ })).not.toBeInTheDocument();
    expect(within(footer).getByText('浙公网安备00000000000000号（示例）')).toBeInTheDocument();
    for (const phone of ['0571-0000-0000', '010-0000-0000', '0755-0000-0000'])
      expect(within(footer).getByText(`电话：${phone}（示例）`)).toBeInTheDocument();
    const hrefs = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /beian|gov\.cn|^https?:\/\/[^/]*xingqiao-chain/.test(href))).toEqual([]);
  });

  it('links the record-filing number only to a configured address', () => {
    render(<RecordFiling facts={{ ...SITE_DEFAULTS, icpUrl: 'https://beian.example.gov/' }} />);
    expect(screen.getByRole('link', { name: '浙ICP备00000000号（示例）' })).toHaveAttribute(
      'href',
      'https://beian.example.gov/',
    );
    expect(parseEnv({ VITE_ICP_URL: 'https://beian.example.gov/' }).VITE_ICP_URL).toBe('https://beian.example.gov/');
    expect(parseEnv({}).VITE_ICP_URL).toBe('');
    expect(() => parseEnv({ VITE_ICP_URL: 'beian' })).toThrow('VITE_ICP_URL: must be an http(s) URL');
  });

  it('back-to-top appears after scrolling and scrolls smoothly to the top', async () => {
    const { user } = renderApp('/index');
    await findPageHeading();
    expect(screen.queryByRole('button', { name: '返回顶部' })).not.toBeInTheDocument();
    scrollWindowTo(800);
    const button = await screen.findByRole('button', { name: '返回顶部' });
    expect(button).toHaveClass('back-to-top');
    vi.mocked(window.scrollTo).mockClear();
    await user.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('the back-to-top button is 40 px and #2f82ff in the stylesheet', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(`${process.cwd()}/src/layouts/site/site-footer.css`, 'utf8');
    const rule = css.slice(css.indexOf('.back-to-top {'), css.indexOf('}', css.indexOf('.back-to-top {')));
    expect(rule).toContain('width: 40px;');
    expect(rule).toContain('height: 40px;');
    expect(rule).toContain('background: #2f82ff;');
  });

  it('closes an open dropdown with Escape', async () => {
    const { user } = renderApp('/index');
    await findPageHeading();
    const group = screen.getByRole('button', { name: '产品' });
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(group).toHaveAttribute('aria-expanded', 'false'));
  });
});
