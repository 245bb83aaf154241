import { act, screen, waitFor } from '@testing-library/react';
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
});
