import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, API_BASE_PATH } from '@/contracts/paths';
import type { NewsItem } from '@/contracts/news';
import { NEWS_PAGE_SIZE } from '@/contracts/talent-nav';
import { mockServer } from '@/mocks/node';
import { ok } from '@/mocks/respond';
import { renderTalent } from '../support/render-talent';

const TOTAL = 23;
const articles: NewsItem[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: 100 + index,
  title: `招聘公告第${index + 1}号`,
  summary: `第${index + 1}条招聘摘要`,
  category: 6,
  source: '星桥高新区人才服务中心',
  publishedAt: '2026-11-01 09:00:00',
}));

/** Answers the list from 23 articles of column 6 and records every query. */
function serveArticles(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  mockServer.use(
    http.get(`${API_BASE_PATH}${API.newsList}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const keywords = query.get('keywords') ?? '';
      const page = Number(query.get('currPage'));
      const limit = Number(query.get('limit'));
      const matching = articles.filter((item) => item.title.includes(keywords));
      return ok({ list: matching.slice((page - 1) * limit, page * limit), total: matching.length });
    }),
  );
  return queries;
}

function shownTitles(): string[] {
  const region = screen.getByRole('region', { name: '招聘信息' });
  return within(region)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('/articlelist?nav=N', () => {
  it('asks for page 1, 10 a page, of that column; shows the total and highlights nav N', async () => {
    const queries = serveArticles();
    renderTalent('/articlelist?nav=6');
    expect(await screen.findByText('招聘公告第1号')).toBeInTheDocument();
    expect(NEWS_PAGE_SIZE).toBe(10);
    expect(Object.fromEntries(queries[0])).toEqual({ currPage: '1', limit: '10', category: '6' });
    expect(shownTitles()).toHaveLength(10);
    expect(screen.getByText(`共 ${TOTAL} 条`)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '人才平台导航' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('招聘信息');
    expect(screen.getByRole('link', { name: '招聘公告第1号' })).toHaveAttribute('href', '/articledetail?id=100&nav=6');
  });

  it('pages forward and back', async () => {
    const user = setupUser();
    const queries = serveArticles();
    renderTalent('/articlelist?nav=6');
    await screen.findByText('招聘公告第1号');
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: '第 3 页' }));
    expect(await screen.findByText('招聘公告第21号')).toBeInTheDocument();
    expect(queries.at(-1)?.get('currPage')).toBe('3');
    expect(shownTitles()).toEqual(['招聘公告第21号', '招聘公告第22号', '招聘公告第23号']);
    expect(
      within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '下一页' }),
    ).toBeDisabled();

    await user.click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '上一页' }));
    expect(await screen.findByText('招聘公告第11号')).toBeInTheDocument();
    expect(queries.at(-1)?.get('currPage')).toBe('2');
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches by keyword from page 1', async () => {
    const user = setupUser();
    const queries = serveArticles();
    renderTalent('/articlelist?nav=6');
    await screen.findByText('招聘公告第1号');
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('招聘公告第11号');

    await user.type(screen.getByRole('searchbox', { name: '搜索招聘信息' }), '第2');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(queries.at(-1)?.get('keywords')).toBe('第2'));
    expect(queries.at(-1)?.get('currPage')).toBe('1');
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    expect(shownTitles()).toEqual([
      '招聘公告第2号',
      '招聘公告第20号',
      '招聘公告第21号',
      '招聘公告第22号',
      '招聘公告第23号',
    ]);

    await user.clear(screen.getByRole('searchbox', { name: '搜索招聘信息' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索招聘信息' }), '不存在的词');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('没有找到与“不存在的词”相关的文章')).toBeInTheDocument();
  });

  it('shows an empty state in a column with no published article', async () => {
    mockServer.use(http.get(`${API_BASE_PATH}${API.newsList}`, () => ok({ list: [], total: 0 })));
    renderTalent('/articlelist?nav=3');
    expect(await screen.findByRole('status')).toHaveTextContent('暂无已发布的文章，管理单位发布后将显示在这里');
  });

  it('lists the shared fixtures of a column (no override)', async () => {
    renderTalent('/articlelist?nav=5');
    expect(await screen.findByText('园区首批区块链应用开发工程师结业')).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('sends nav 1 to /talent and nav 8 to the user centre', async () => {
    renderTalent('/articlelist?nav=1');
    expect(await screen.findByRole('heading', { level: 1, name: '星桥高新区人才服务联盟链平台' })).toBeInTheDocument();
  });

  it('sends nav 8 to the user centre', async () => {
    renderTalent('/articlelist?nav=8');
    expect(await screen.findByTestId('location')).toHaveTextContent('/homepage/homepage');
  });

  it.each(['/articlelist?nav=99', '/articlelist?nav=abc', '/articlelist'])(
    'shows a friendly empty state for %s',
    async (entry) => {
      renderTalent(entry);
      expect(await screen.findByRole('heading', { name: '栏目不存在', level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回平台首页' })).toHaveAttribute('href', '/talent');
    },
  );
});
