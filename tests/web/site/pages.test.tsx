import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { solutions } from '@/content/solutions';
import { productEditions, products, TRACE_SAMPLE_PATH } from '@/content/products';
import { appUrl } from '@/lib/app-url';
import { caseStudies } from '@/content/cases';
import { findPageHeading, locationOf, renderApp } from '../support/render-app';
import { http } from 'msw';
import { ApiCode } from '@/contracts/codes';
import { API } from '@/contracts/paths';
import { mockServer } from '@/mocks/node';
import { api, fail } from '@/mocks/respond';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/solution?id=1..6', () => {
  it.each([
    [1, '酒类'],
    [2, '化妆品'],
    [3, '农产品'],
    [4, '母婴童'],
    [5, '宠物用品'],
    [6, '食品饮料'],
  ])('id %i is the %s solution with 3 pain points, 3 solutions and the service architecture', async (id, industry) => {
    const { user } = renderApp(`/solution?id=${id}`);
    const solution = solutions[id - 1];
    expect(solution.industry).toBe(industry);
    await findPageHeading(solution.title);
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('行业解决方案 - 星桥链数'));

    const pains = within(section('行业痛点')).getAllByRole('listitem');
    expect(pains.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      solution.painPoints.map((point) => point.title),
    );
    for (const [index, item] of pains.entries()) {
      expect(item.querySelector('svg')).not.toBeNull();
      expect(within(item).getByText(solution.painPoints[index].text)).toBeInTheDocument();
    }
    const answers = within(section('解决方案')).getAllByRole('heading', { level: 3 });
    expect(answers.map((heading) => heading.textContent)).toEqual(solution.solutions.map((item) => item.title));
    expect(within(section('服务架构')).getByText(solution.architecture.caption)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: '立即咨询' })[1]);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText(`${industry}行业方案咨询`)).toBeInTheDocument();
  });

  it.each(['/solution?id=7', '/solution?id=0', '/solution?id=abc', '/solution'])('%s goes to /404', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByText('网站管理员说你不能进入这个页面...', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/404');
  });
});

describe('/product?id=1|2', () => {
  it.each([
    [1, 5, false],
    [2, 8, true],
  ])('id %i: banner, 5 scenarios, %i steps, three editions, QR only for traceability', async (id, stepCount, hasQr) => {
    const { user } = renderApp(`/product?id=${id}`);
    const product = products[id - 1];
    await findPageHeading(product.title);
    expect(screen.getByText(product.description)).toBeInTheDocument();

    const scenarioButtons = within(section('应用场景')).getAllByRole('button');
    expect(scenarioButtons.map((button) => button.textContent)).toEqual(product.scenarios.map((item) => item.title));
    expect(scenarioButtons[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(scenarioButtons[3]);
    expect(scenarioButtons[3]).toHaveAttribute('aria-expanded', 'true');
    expect(scenarioButtons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(product.scenarios[3].text)).toBeVisible();

    const steps = within(screen.getByRole('list', { name: `${product.name}使用流程` })).getAllByRole('listitem');
    expect(steps).toHaveLength(stepCount);
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      product.steps.map((step) => step.title),
    );

    const editions = within(section('购买方式')).getAllByRole('heading', { level: 3 });
    expect(editions.map((heading) => heading.textContent)).toEqual(['SaaS 版', '二次开发版', '定制开发版']);
    expect(productEditions).toHaveLength(3);

    const qr = screen.queryAllByRole('img', { name: '溯源样例二维码' });
    if (hasQr) {
      // Drawn at run time from the serving origin: the sample batch's public trace page of this deployment.
      const target = `${window.location.origin}/#/trace?batch=XQ-SAMPLE-0001`;
      expect(appUrl(TRACE_SAMPLE_PATH)).toBe(target);
      await waitFor(() => expect(screen.getAllByRole('img', { name: '溯源样例二维码' })[0].tagName).toBe('IMG'));
      const drawn = screen.getAllByRole('img', { name: '溯源样例二维码' });
      expect(drawn.length).toBeGreaterThan(0);
      for (const image of drawn) {
        expect(image).toHaveAttribute('data-qr-value', target);
        expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      }
      expect(drawn[0]).toHaveAttribute('width', '160');
      expect(screen.getAllByText('扫码体验溯源样例', { exact: false }).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('link', { name: /查看样例/ })[0]).toHaveAttribute(
        'href',
        '/trace?batch=XQ-SAMPLE-0001',
      );
    } else {
      expect(qr).toHaveLength(0);
    }

    await user.click(within(section('购买方式')).getByRole('button', { name: '联系我们' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText(`咨询${product.name}`)).toBeInTheDocument();
  });

  it('shows no sample QR code where the deployment has no sample batch (production, D14)', async () => {
    mockServer.use(http.get(api(API.traceBatch), () => fail(ApiCode.NOT_FOUND, '未找到该批次')));
    renderApp('/product?id=2');
    await findPageHeading(products[1]!.title);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('img', { name: '溯源样例二维码' })).toHaveLength(0);
    expect(screen.queryByText('扫码体验溯源样例', { exact: false })).toBeNull();
  });

  it('an unknown product goes to /404', async () => {
    const { router } = renderApp('/product?id=3');
    await screen.findByText('网站管理员说你不能进入这个页面...', {}, { timeout: 10_000 });
    expect(locationOf(router)).toBe('/404');
  });
});

describe('/cases?type=1..3', () => {
  it.each([1, 2, 3])('type %i: customer needs, solution, results with figures, business framework', async (type) => {
    renderApp(`/cases?type=${type}`);
    const study = caseStudies[type - 1];
    await findPageHeading(study.title);
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('客户案例 - 星桥链数'));
    expect(within(section('客户需求')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section('解决方案')).getAllByRole('listitem')).toHaveLength(3);
    const results = within(section('项目成效')).getAllByRole('listitem');
    expect(results.length).toBe(4);
    for (const [index, result] of results.entries()) {
      expect(within(result).getByText(study.results[index].value)).toBeInTheDocument();
      expect(study.results[index].value).toMatch(/\d/);
    }
    expect(within(section('业务框架')).getByText(study.framework.caption)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: '其他案例' })).getByRole('link', { current: 'page' }),
    ).toHaveAttribute('href', `/cases?type=${type}`);
  });

  it('an unknown case goes to /404', async () => {
    const { router } = renderApp('/cases?type=9');
    await screen.findByText('网站管理员说你不能进入这个页面...', {}, { timeout: 10_000 });
    expect(locationOf(router)).toBe('/404');
  });
});

describe('/platform and /ghy', () => {
  it('/platform explains the platform, its capabilities, architecture and how to start', async () => {
    renderApp('/platform');
    await findPageHeading('区块链应用构建平台');
    for (const name of ['平台是什么', '核心能力', '平台架构', '如何开始']) expect(section(name)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '平台上线步骤' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('/ghy shows its title with the navigation and footer', async () => {
    renderApp('/ghy');
    await findPageHeading('区块链金融科技人才培训班');
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('金融科技人才培训班 - 星桥链数'));
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
