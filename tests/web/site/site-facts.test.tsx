import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '@/content/site-config';
import { ABOUT_HONOURS } from '@/content/about';
import { setMockSiteSettings } from '@/mocks/handlers/console';
import AboutUsPage from '@/pages/site/about-us/about-us-page';
import ServicePage from '@/pages/site/service/service-page';
import { HOME_PATH } from '@/contracts/app-paths';
import { renderPages } from '@/prerender/pages';
import { renderSitePage } from '../support/render-site-page';
import { renderTalent } from '../support/render-talent';
import { findPageHeading, renderApp } from '../support/render-app';

/** The marketing footer: a lazy part of the layout, so it may arrive after the page's heading. */
const siteFooter = () => screen.findByRole('contentinfo', {}, { timeout: 10_000 });

/** Facts an admin saved in the console: real-looking values, the 示例 marks off. */
const SAVED = {
  ...SITE_DEFAULTS,
  examples: false,
  companyName: '杭州星桥数字科技有限公司',
  copyright: '杭州星桥数字科技有限公司 保留所有权利',
  hotline: '400-123-4567',
  hotlineHours: '工作日 8:30-17:30',
  serviceEmail: 'service@xingqiao.cn',
  icpRecord: '浙ICP备20260001号-1',
  icpUrl: 'https://beian.miit.gov.cn/',
  policeRecord: '浙公网安备33010802000001号',
  policeUrl: 'https://beian.mps.gov.cn/#/query/webSearch?code=33010802000001',
};

describe('site facts at run time (D13)', () => {
  it('the footer replaces the build defaults with the saved facts once they arrive', async () => {
    setMockSiteSettings(SAVED);
    renderApp('/index');
    await findPageHeading();
    const footer = await siteFooter();
    const hotline = await within(footer).findByRole('link', { name: '400-123-4567' });
    expect(hotline).toHaveAttribute('href', 'tel:4001234567');
    expect(within(footer).getByText('服务热线（工作日 8:30-17:30）')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'service@xingqiao.cn' })).toHaveAttribute(
      'href',
      'mailto:service@xingqiao.cn',
    );
    expect(within(footer).getByText(/^© \d{4} 杭州星桥数字科技有限公司 保留所有权利$/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '浙ICP备20260001号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    expect(within(footer).getByRole('link', { name: '浙公网安备33010802000001号' })).toHaveAttribute(
      'href',
      SAVED.policeUrl,
    );
    expect(within(footer).queryByText(/示例/)).toBeNull();
  });

  it('the prerendered home page holds no saved fact: the build cannot know them', async () => {
    setMockSiteSettings(SAVED);
    const html = (await renderPages([HOME_PATH])).get(HOME_PATH)!;
    for (const saved of [SAVED.hotline, SAVED.serviceEmail, SAVED.icpRecord]) expect(html).not.toContain(saved);
    // The footer is a lazy part the build leaves to the browser; where a worker has loaded it already, the markup
    // holds it, with the build defaults.
    if (html.includes('<footer')) expect(html).toContain('400-000-0000（示例）');
  });

  it('the service page’s contact section reads them', async () => {
    setMockSiteSettings(SAVED);
    renderSitePage(<ServicePage />, '/service');
    expect(await screen.findByRole('link', { name: '400-123-4567（工作日 8:30-17:30）' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'service@xingqiao.cn' })).toHaveAttribute(
      'href',
      'mailto:service@xingqiao.cn',
    );
  });

  it('about us names the saved company', async () => {
    setMockSiteSettings(SAVED);
    renderSitePage(<AboutUsPage />, '/aboutus');
    expect(await screen.findByText('杭州星桥数字科技有限公司 · 区块链与元宇宙技术服务商')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '400-123-4567' })).toHaveAttribute('href', 'tel:4001234567');
  });

  it('the talent portal footer reads them too, with its host at its own address', async () => {
    setMockSiteSettings({ ...SAVED, parkName: '星桥高新区人才发展中心', parkAddress: '星桥路 1 号人才大厦' });
    renderTalent('/talent');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('服务热线：400-123-4567（工作日 8:30-17:30）')).toBeInTheDocument();
    expect(within(footer).getByText(/主办单位：星桥高新区人才发展中心/)).toBeInTheDocument();
    expect(within(footer).getByText('主办单位地址：星桥路 1 号人才大厦')).toBeInTheDocument();
  });
});

describe('site facts agree and say what is an example (issue 38)', () => {
  it('the talent footer and the site footer give the same hotline hours', async () => {
    renderTalent('/talent');
    const talent = await screen.findByRole('contentinfo');
    expect(
      within(talent).getByText(`服务热线：400-000-0000（示例）（${SITE_DEFAULTS.hotlineHours}）`),
    ).toBeInTheDocument();
    expect(talent).not.toHaveTextContent('9:00-17:00');
    cleanup();
    renderApp('/index');
    await findPageHeading();
    expect(within(await siteFooter()).getByText(`服务热线（${SITE_DEFAULTS.hotlineHours}）`)).toBeInTheDocument();
  });

  it('the talent portal gives its host’s own address, not one of the company’s offices', async () => {
    renderTalent('/talent');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(`主办单位地址：${SITE_DEFAULTS.parkAddress}（示例）`)).toBeInTheDocument();
    for (const office of SITE_DEFAULTS.offices) expect(footer).not.toHaveTextContent(office.address);
  });

  it('every honour of the fictional company, the national ones first, is marked 示例', () => {
    renderSitePage(<AboutUsPage />, '/aboutus');
    const list = within(screen.getByRole('region', { name: '荣誉资质' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(ABOUT_HONOURS.length);
    for (const item of items) expect(within(item).getByText('示例')).toBeInTheDocument();
    expect(within(list).getByText('国家高新技术企业（复审通过）').parentElement).toHaveTextContent(/示例$/);
    expect(screen.getByText(/国家高新技术企业（示例）/)).toBeInTheDocument();
  });

  it('a mailbox at example.com is text marked 示例, not a mailto: link', async () => {
    renderApp('/index');
    await findPageHeading();
    const footer = await siteFooter();
    expect(within(footer).getByText(`${SITE_DEFAULTS.serviceEmail}（示例）`).tagName).toBe('SPAN');
    cleanup();
    renderSitePage(<AboutUsPage />, '/aboutus');
    expect(screen.getByText(`${SITE_DEFAULTS.serviceEmail}（示例）`)).toBeInTheDocument();
    cleanup();
    renderSitePage(<ServicePage />, '/service');
    expect(screen.getByText(`${SITE_DEFAULTS.serviceEmail}（示例）`)).toBeInTheDocument();
    expect([...document.querySelectorAll('a[href^="mailto:"]')].map((link) => link.getAttribute('href'))).toEqual([]);
  });

  it('a real mailbox stays a mailto: link', async () => {
    setMockSiteSettings({ ...SITE_DEFAULTS, serviceEmail: 'service@xingqiao.cn' });
    renderSitePage(<ServicePage />, '/service');
    const link = await screen.findByRole('link', { name: 'service@xingqiao.cn' });
    expect(link).toHaveAttribute('href', 'mailto:service@xingqiao.cn');
  });
});
