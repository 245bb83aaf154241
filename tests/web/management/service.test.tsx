import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { asyncRoutes } from '@/app/routes/portal-routes';
import { mockDb } from '@/mocks/db';
import { usePermissionStore } from '@/stores/permission';
import { resetStores } from '../../setup/reset-stores';
import { callsTo, choose, findDialog, recordRequests, renderAs, rowsOf, sideNav } from './helpers';

vi.setConfig({ testTimeout: 150_000 });

/** Another person at another browser: a fresh session and a fresh render. */
function signOut() {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
}

describe('/service/inviteservice: who reaches it', () => {
  it('a logged-out visitor is sent to login with the redirect', async () => {
    usePermissionStore.getState().registerAsyncRoutes(asyncRoutes);
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/service/inviteservicedetail?id=4'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/service/inviteservicedetail?id=4')}`);
  });

  it('a reviewer gets /401; an enterprise user sees 服务邀请 in the sidebar', async () => {
    const { router } = await renderAs('reviewer', '/homepage/homepage');
    expect(within(sideNav()).queryByRole('link', { name: '服务邀请' })).toBeNull();
    await act(() => router.navigate('/service/inviteservice'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    signOut();
    await renderAs('enterprise', '/homepage/homepage');
    expect(within(sideNav()).getByRole('link', { name: '服务邀请' })).toHaveAttribute('href', '/service/inviteservice');
  });
});

describe('service invitations from send to status change', () => {
  it('validates, sends, lands in the lead inbox as 服务邀请, and the admin reply shows on the detail page', async () => {
    const { user } = await renderAs('enterprise', '/service/inviteservice');
    const list = (await screen.findByText('我的服务邀请')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(rowsOf(within(list).getByRole('table'))).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: '发送邀请' }));
    expect(await screen.findByText('请填写需求描述')).toBeInTheDocument();
    expect(screen.getAllByText('请选择服务类型').length).toBeGreaterThan(0);

    const seen = recordRequests();
    await choose(user, '服务类型', '区块链存证');
    await user.click(screen.getByLabelText('需求描述'));
    await user.paste('电子合同存证，每月约 5000 份。');
    await user.click(screen.getByLabelText('方便联系的时间'));
    await user.paste('工作日上午');
    await user.click(screen.getByRole('button', { name: '发送邀请' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(callsTo(seen, '/portal/service/create')).toHaveLength(1);
    await waitFor(() => expect(rowsOf(within(list).getByRole('table'))).toHaveLength(2));
    const sent = mockDb.current.leads.at(-1)!;
    expect(sent).toMatchObject({
      kind: 'portal',
      source: '/service/inviteservice',
      content: '电子合同存证，每月约 5000 份。',
    });
    expect(within(list).getByRole('link', { name: `查看详情 ${sent.id}` })).toHaveAttribute(
      'href',
      `/service/inviteservicedetail?id=${sent.id}`,
    );

    // The operator answers in the lead inbox.
    signOut();
    const admin = await renderAs('admin', '/leads/index');
    const cell = await screen.findByRole('cell', { name: '电子合同存证，每月约 5000 份。' }, { timeout: 15_000 });
    const leadRow = cell.closest('tr') as HTMLElement;
    expect(within(leadRow).getByText('服务邀请')).toBeInTheDocument();
    expect(within(leadRow).getByText('服务邀请：区块链存证')).toBeInTheDocument();
    expect(within(leadRow).getByText('剩余 47 小时')).toBeInTheDocument();
    await admin.user.click(within(leadRow).getByRole('button', { name: '处理 enterprise01' }));
    const dialog = await findDialog('更新线索状态 · enterprise01');
    await admin.user.click(within(dialog).getByLabelText('备注'));
    await admin.user.paste('已安排顾问，明天上午联系您');
    await admin.user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('状态已更新')).toBeInTheDocument();

    // The organisation sees the new status and the reply.
    signOut();
    await renderAs('enterprise', `/service/inviteservicedetail?id=${sent.id}`);
    expect(await screen.findByText('已安排顾问，明天上午联系您')).toBeInTheDocument();
    expect(screen.getByText(`服务邀请 #${sent.id}`)).toBeInTheDocument();
    expect(screen.getByText('区块链存证')).toBeInTheDocument();
    expect(screen.getByText('工作日上午')).toBeInTheDocument();
    const reply = screen.getByRole('region', { name: '运营人员回复' });
    expect(within(reply).getByText(/状态更新为「已联系」/)).toBeInTheDocument();
  });

  it("an organisation sees only its own requests; another's detail is not found", async () => {
    mockDb.current.accounts.push({
      username: 'enterprise02',
      password: 'Demo#2026',
      phone: '13800000009',
      email: 'enterprise02@example.com',
      roles: ['enterprise'],
      orgName: '杭州另一家科技有限公司',
      userType: 1,
      status: 'approved',
    });
    const { router } = await renderShellAs02('/service/inviteservice');
    const list = (await screen.findByText('我的服务邀请')).closest('.ant-card') as HTMLElement;
    expect(await within(list).findByText('暂无数据')).toBeInTheDocument();
    await act(() => router.navigate('/service/inviteservicedetail?id=4'));
    expect(await screen.findByText('服务申请不存在')).toBeInTheDocument();
    expect(await screen.findByText('服务邀请编号无效')).toBeInTheDocument();
  });
});

async function renderShellAs02(path: string) {
  const { renderShell } = await import('../shell/render-shell');
  return renderShell({ path, account: { username: 'enterprise02', password: 'Demo#2026' } });
}
