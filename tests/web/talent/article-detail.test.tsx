import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { sanitizeArticleHtml } from '@/features/news/components/article-content';
import { mockServer } from '@/mocks/node';
import { ok } from '@/mocks/respond';
import { renderTalent } from '../support/render-talent';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const HOSTILE = [
  '<h2>申报条件</h2>',
  '<p>符合条件的单位请于 12 月 31 日前申报。</p>',
  '<img src="x" alt="示意图" onerror="window.__pwned = 1">',
  '<script>window.__pwned = 2</script>',
  '<p onclick="window.__pwned = 3">点击无效</p>',
  '<a href="javascript:window.__pwned = 4">恶意链接</a>',
  '<a href="https://policy.example.org/doc">政策原文</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<style>body{display:none}</style>',
  '<table><tr><td>A 类人才</td><td>100 万元</td></tr></table>',
].join('');

function serveArticle(content: string) {
  mockServer.use(
    http.get(`${API_BASE_PATH}${API.newsDetail}`, () =>
      ok({
        id: 42,
        title: '2026 年度人才安家补贴申报通知',
        summary: '安家补贴申报',
        category: 3,
        source: '星桥高新区人才服务中心',
        publishedAt: '2026-11-19 09:30:00',
        content,
      }),
    ),
  );
}

afterEach(() => {
  delete window.__pwned;
});

describe('/articledetail?id=&nav=N', () => {
  it('shows the article with nav N highlighted', async () => {
    renderTalent('/articledetail?id=1&nav=5');
    expect(
      await screen.findByRole('heading', { level: 1, name: '高新区人才服务联盟链平台正式上线运行' }),
    ).toBeInTheDocument();
    expect(screen.getByText('详情请咨询园区人才服务中心。')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '人才平台导航' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('新闻动态');
    expect(screen.getByRole('link', { name: '« 返回新闻动态' })).toHaveAttribute('href', '/articlelist?nav=5');
  });

  it('sanitises hostile article HTML: no script, no handlers, no frames; outside links get noopener', async () => {
    serveArticle(HOSTILE);
    const { container } = renderTalent('/articledetail?id=42&nav=3');
    expect(await screen.findByText('符合条件的单位请于 12 月 31 日前申报。')).toBeInTheDocument();
    const body = container.querySelector('.article-content')!;
    expect(within(body as HTMLElement).getByRole('heading', { name: '申报条件' })).toBeInTheDocument();
    expect(within(body as HTMLElement).getByText('100 万元')).toBeInTheDocument();
    expect(body.querySelector('script, iframe, style')).toBeNull();
    const img = body.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '示意图');
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(body.querySelector('[onclick]')).toBeNull();
    expect(within(body as HTMLElement).getByText('恶意链接')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
    const outside = within(body as HTMLElement).getByRole('link', { name: '政策原文' });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');

    // Fire what the attacker hoped for: nothing runs.
    img.dispatchEvent(new Event('error'));
    (within(body as HTMLElement).getByText('点击无效') as HTMLElement).click();
    expect(window.__pwned).toBeUndefined();
    const nav = screen.getByRole('navigation', { name: '人才平台导航' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('奖励申报');
  });

  it('sanitiser keeps normal article markup and strips every active part', () => {
    const clean = sanitizeArticleHtml(HOSTILE);
    expect(clean).toContain('<h2>申报条件</h2>');
    expect(clean).toContain('<td>100 万元</td>');
    expect(clean).not.toMatch(/<script|<iframe|<style|onerror|onclick|javascript:/i);
  });

  it.each(['/articledetail', '/articledetail?id=abc&nav=5', '/articledetail?id=0&nav=5'])(
    'shows a friendly empty state for %s',
    async (entry) => {
      renderTalent(entry);
      expect(await screen.findByRole('heading', { name: '文章不存在', level: 1 })).toBeInTheDocument();
    },
  );

  it('shows a friendly empty state for an id the server does not know', async () => {
    renderTalent('/articledetail?id=999&nav=5');
    expect(await screen.findByRole('heading', { name: '文章不存在', level: 1 })).toBeInTheDocument();
  });
});
