import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveArticle } from '@/features/content/api';
import { fetchNewsList } from '@/features/news/api';
import { mockDb } from '@/mocks/db';
import ArticleEditPage from '@/pages/portal/content/article-edit-page';
import ArticlesPage from '@/pages/portal/content/articles-page';
import { choose, findDialog, recordRequests } from '../support/antd-queries';
import { findRow, findToast, renderPage, stubLayoutForEditor } from '../support/render-ops';

const DRAFT_TITLE = '关于 2027 年度人才引进计划的通知（草稿）';

beforeAll(async () => {
  stubLayoutForEditor();
  // The editor is a lazy chunk (Tiptap): load it once up front rather than inside a test's wait.
  await import('@/features/content/components/rich-text-editor');
});

describe('/content/articles (managing unit)', () => {
  it('lists drafts and published articles with counts, and filters by column', async () => {
    const { user } = await renderPage(ArticlesPage, '/content/articles', 'reviewer');
    const draft = await findRow(DRAFT_TITLE);
    expect(within(draft).getByText('草稿')).toBeInTheDocument();
    expect(within(draft).getByText('人才政策')).toBeInTheDocument();
    expect(screen.getByText('草稿 1')).toBeInTheDocument();
    expect(screen.getByText('已发布 8')).toBeInTheDocument();
    const seen = recordRequests();
    await choose(user, '栏目', '新闻动态');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText(DRAFT_TITLE)).toBeNull());
    expect(await findRow('高新区人才服务联盟链平台正式上线运行')).toBeInTheDocument();
    const list = seen.filter((call) => call.url.pathname.endsWith('/portal/content/list')).at(-1)!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ category: '5', currPage: '1', limit: '10' });
    // A published article links to its public page.
    expect(screen.getAllByRole('link', { name: /^在门户查看/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/articledetail\?id=\d+&nav=5$/),
    );
  });

  it('writes a news article, saves the draft, publishes it, and the news list shows it', async () => {
    const title = '园区人才驿站正式启用';
    const { user } = await renderPage(ArticleEditPage, '/content/articleedit?category=5', 'reviewer');
    await user.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(screen.getByText('请输入正文')).toBeInTheDocument();

    await user.click(screen.getByLabelText('标题'));
    await user.paste(title);
    const body = await screen.findByRole('textbox', { name: '正文' }, { timeout: 30_000 });
    await user.click(body);
    await user.keyboard('人才驿站为来园区求职的毕业生提供免费住宿。');
    await waitFor(() => expect(body).toHaveTextContent('人才驿站为来园区求职的毕业生提供免费住宿。'));
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await findToast('草稿已保存')).toBeInTheDocument();
    expect(await screen.findByText('草稿', { selector: '.ant-tag' })).toBeInTheDocument();
    expect((await fetchNewsList({ category: 5 })).list.map((item) => item.title)).not.toContain(title);

    await user.click(screen.getByRole('button', { name: '发布' }));
    const dialog = await findDialog('确认发布文章？');
    expect(dialog).toHaveTextContent(`《${title}》发布后将立即在人才服务平台对应栏目和用户中心显示`);
    await user.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect(await findToast('文章已发布')).toBeInTheDocument();
    expect(await screen.findByText('该文章已发布：保存后修改将立即在门户生效，访客马上就能看到。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存修改' })).toBeInTheDocument();
    const news = await fetchNewsList({ category: 5 });
    expect(news.list[0]?.title).toBe(title);
    expect(mockDb.current.news.find((item) => item.title === title)?.content).toContain('免费住宿');
  });

  it('refuses a save after someone else saved (10007), says so and reloads their version', async () => {
    const draftId = 9;
    const { user } = await renderPage(ArticleEditPage, `/content/articleedit?id=${draftId}`, 'reviewer');
    const titleInput = await screen.findByDisplayValue(DRAFT_TITLE);
    // Another editor saves the same article meanwhile.
    await saveArticle({
      id: draftId,
      category: 2,
      title: '2027 年度人才引进计划（王老师修改）',
      html: '<p>新的正文</p>',
    });

    await user.clear(titleInput);
    await user.paste('我的标题');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('保存失败：文章已被他人修改')).toBeInTheDocument();
    expect(screen.getAllByText('文章已被他人修改，请刷新后再编辑（您的内容未保存，请先复制留存）')).not.toHaveLength(0);
    expect(screen.getByDisplayValue('我的标题')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByDisplayValue('2027 年度人才引进计划（王老师修改）')).toBeInTheDocument();
    expect(screen.queryByText('保存失败：文章已被他人修改')).toBeNull();
  });
});
