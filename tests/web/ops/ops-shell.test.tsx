import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../support/render-shell';
import { OPS_ACCOUNTS } from '../support/render-ops';

const sideNav = () => screen.getByRole('navigation', { name: '导航菜单' });
const breadcrumb = () => screen.getByRole('navigation', { name: '面包屑导航' });

describe('the operations console through the guard and the admin shell', () => {
  it('admin: 用户管理 in the sidebar opens /account/users', async () => {
    await renderShell({ path: '/account/users', account: OPS_ACCOUNTS.admin });
    expect(within(sideNav()).getByRole('link', { name: '用户管理' })).toHaveAttribute('href', '/account/users');
    expect(within(sideNav()).getByRole('link', { name: '操作日志' })).toHaveAttribute('href', '/account/audit');
    expect(within(sideNav()).getByRole('link', { name: '文章管理' })).toHaveAttribute('href', '/content/articles');
    expect(within(breadcrumb()).getByText('用户管理')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '新建账号' })).toBeInTheDocument();
  });

  it('admin: 操作日志 opens /account/audit', async () => {
    const { user, router } = await renderShell({ path: '/homepage/homepage', account: OPS_ACCOUNTS.admin });
    await user.click(within(sideNav()).getByRole('link', { name: '操作日志' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/audit'));
    expect(await screen.findByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
    expect(within(breadcrumb()).getByText('操作日志')).toBeInTheDocument();
  });

  it('reviewer: 文章管理 opens /content/articles; the admin pages are 401', async () => {
    const { user, router } = await renderShell({ path: '/homepage/homepage', account: OPS_ACCOUNTS.reviewer });
    expect(within(sideNav()).queryByRole('link', { name: '用户管理' })).toBeNull();
    expect(within(sideNav()).queryByRole('link', { name: '操作日志' })).toBeNull();
    await user.click(within(sideNav()).getByRole('link', { name: '文章管理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
    expect(await screen.findByRole('button', { name: '写文章' })).toBeInTheDocument();
    await act(() => router.navigate('/account/users'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });

  it('an organisation sees none of them and gets 401 on each', async () => {
    const { router } = await renderShell({ path: '/homepage/homepage', account: OPS_ACCOUNTS.enterprise });
    for (const name of ['用户管理', '操作日志', '文章管理'])
      expect(within(sideNav()).queryByRole('link', { name })).toBeNull();
    for (const path of ['/content/articles', '/account/audit', '/account/users', '/content/articleedit']) {
      await act(() => router.navigate('/homepage/homepage'));
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    }
  });
});
