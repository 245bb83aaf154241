import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../support/render-shell';

vi.setConfig({ testTimeout: 60_000 });

describe('notifications (D15)', () => {
  it('shows the unread count on the bell; the list opens an item, marks it read and the bell follows', async () => {
    const { user, router } = await renderShell();
    const bell = await screen.findByRole('button', { name: '消息通知，1 条未读' });
    expect(within(bell.closest('.ant-badge')! as HTMLElement).getByText('1')).toBeInTheDocument();

    await user.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/index'));
    const unreadTitle = await screen.findByText('服务邀请已联系：区块链溯源');
    expect(screen.getByText('注册申请已通过审核')).toBeInTheDocument();
    const item = unreadTitle.closest('.ant-list-item') as HTMLElement;
    expect(within(item).getByText('未读')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service/inviteservicedetail'));
    expect(router.state.location.search).toBe('?id=4');
    expect(await screen.findByRole('button', { name: '消息通知' })).toBeInTheDocument();
  });

  it('marks everything read at once, and says so when nothing is unread', async () => {
    const { user } = await renderShell({ path: '/notifications/index' });
    await screen.findByText('服务邀请已联系：区块链溯源');
    await user.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByRole('button', { name: '消息通知' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled());
    await user.click(screen.getByText('未读', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('没有未读通知')).toBeInTheDocument();
  });

  it('shows no bell to the admin, who makes the decisions', async () => {
    await renderShell({ account: { username: 'admin', password: 'Admin#2026' } });
    expect(screen.queryByRole('button', { name: /^消息通知/ })).toBeNull();
  });
});
