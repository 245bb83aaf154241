import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderApp } from '../support/render-app';
import { renderShell } from '../support/render-shell';

/** The polite live region every layout announces the new page title in (no role: pages have their own status). */
const announcer = () => document.querySelector<HTMLElement>('.route-announcer[aria-live="polite"]')!;

describe('skip link and route focus', () => {
  it('the site: the first Tab reaches the skip link, which moves focus to the main content', async () => {
    const { user } = renderApp('/aboutus');
    await findPageHeading();
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('the site: an in-app navigation focuses the new page heading and announces its title', async () => {
    const { router } = renderApp('/index');
    await findPageHeading('让品牌 IP 成为可收藏的数字资产');
    expect(announcer()).toHaveTextContent('');
    await act(() => router.navigate('/aboutus'));
    const heading = await findPageHeading();
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('关于我们 - 星桥链数'));
  });

  it('the talent portal: a skip link to its main content, and the title announced after navigation', async () => {
    const { user, router } = renderApp('/talent');
    await findPageHeading();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    await act(() => router.navigate('/articlelist?nav=5'));
    await waitFor(() => expect(announcer()).toHaveTextContent('文章列表 - 星桥链数'));
  });

  it('the admin shell: a translated skip link to its main content', async () => {
    const { user } = await renderShell();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('the admin shell: every page has one <h1>, its route title, which takes focus after a navigation', async () => {
    const { router } = await renderShell({ account: { username: 'admin', password: 'Admin#2026' } });
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole('heading', { level: 1 })
          .map((h) => h.textContent),
      ).toEqual(['主页']),
    );
    await act(() => router.navigate('/account/users'));
    // The home page stays cached but hidden: the one heading a screen reader finds is the new page's.
    const heading = await within(main).findByRole('heading', { level: 1, name: '用户管理' });
    expect(within(main).getAllByRole('heading', { level: 1 })).toEqual([heading]);
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('用户管理'));
  });

  it('the admin shell: a tag opened from the keyboard keeps focus, and the title is still announced', async () => {
    const { router, user } = await renderShell({ account: { username: 'admin', password: 'Admin#2026' } });
    await act(() => router.navigate('/account/users'));
    await screen.findByRole('heading', { level: 1, name: '用户管理' });
    const tags = screen.getByRole('navigation', { name: '已访问页面' });
    within(tags).getByRole('link', { name: '主页' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/homepage'));
    await waitFor(() => expect(announcer()).toHaveTextContent('主页'));
    expect(within(tags).getByRole('link', { name: '主页' })).toHaveFocus();
  });

  it("the admin shell: the page's language is the portal language, and Chinese again after leaving it", async () => {
    document.documentElement.lang = 'zh-CN';
    const { unmount } = await renderShell({ language: 'en' });
    expect(document.documentElement.lang).toBe('en');
    unmount();
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
