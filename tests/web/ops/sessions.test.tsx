import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '@/mocks/db';
import SessionsPage from '@/pages/portal/ops/sessions-page';
import { useUserStore } from '@/stores/user';
import { choose, findDialog } from '../support/antd-queries';
import { findRow, findToast, renderPage } from '../support/render-ops';

const ORGANISATION_TOKEN = 'mock-enterprise01-open-session';

async function open() {
  mockDb.current.sessions.set(ORGANISATION_TOKEN, 'enterprise01');
  const view = await renderPage(SessionsPage, '/account/sessions', 'admin');
  await findRow('enterprise01');
  return view;
}

describe('/account/sessions (admin)', () => {
  it('lists the active sessions with role, sign-in IP, times and auto-login; the admin’s own is marked', async () => {
    await open();
    const organisation = await findRow('enterprise01');
    expect(within(organisation).getByText('园区企业')).toBeInTheDocument();
    expect(within(organisation).getByText('127.0.0.1')).toBeInTheDocument();
    expect(within(organisation).getByText('否')).toBeInTheDocument();
    expect(within(organisation).queryByText('当前会话')).toBeNull();
    const own = await findRow('admin');
    expect(within(own).getByText('当前会话')).toBeInTheDocument();
    for (const header of ['账号', '机构名称', '角色', '登录 IP', '登录时间', '最近活动', '自动登录'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('filters by keyword and auto-login', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('关键词'), 'enterprise01{Enter}');
    await waitFor(() => expect(screen.queryByText('admin', { selector: 'td, td *' })).toBeNull());
    expect(await findRow('enterprise01')).toBeInTheDocument();
    await choose(user, '自动登录', '是');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('ends another account’s session after confirmation: its token stops working', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '结束 enterprise01 的会话' }));
    const dialog = await findDialog('确认结束 enterprise01 的会话？');
    expect(dialog).toHaveTextContent(
      '结束后该会话立即失效：杭州云杉智造科技有限公司 的账号 enterprise01（127.0.0.1 登录）需要重新登录。',
    );
    await user.click(within(dialog).getByRole('button', { name: '结束会话' }));
    // Found is the check: under load the toast may be gone again by the next line.
    await findToast('会话已结束，该账号需重新登录');
    await waitFor(() => expect(screen.queryByText('enterprise01', { selector: 'td, td *' })).toBeNull());
    expect(mockDb.current.sessions.has(ORGANISATION_TOKEN)).toBe(false);
    expect(useUserStore.getState().token).not.toBe('');
  });

  it('asks in its own words before ending the admin’s own session, then signs them out', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '结束 admin 的会话' }));
    let dialog = await findDialog('结束您当前的会话？');
    expect(dialog).toHaveTextContent('这是您此刻正在使用的会话。结束后您将立即退出登录，需要重新登录才能继续操作。');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('结束您当前的会话？')).toBeNull());
    expect(within(await findRow('admin')).getByText('当前会话')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '结束 admin 的会话' }));
    dialog = await findDialog('结束您当前的会话？');
    await user.click(within(dialog).getByRole('button', { name: '结束并退出登录' }));
    // Found is the check: under load the toast may be gone again by the next line.
    await findToast('您当前的会话已结束，请重新登录');
    await waitFor(() => expect(useUserStore.getState().token).toBe(''));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
