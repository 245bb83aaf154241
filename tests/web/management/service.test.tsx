import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { asyncRoutes } from '@/app/routes/portal-routes';
import { fetchLeads, updateLeadStatus } from '@/features/leads-inbox/api';
import { mockDb } from '@/mocks/db';
import { usePermissionStore } from '@/stores/permission';
import { resetStores } from '../../setup/reset-stores';
import { renderPage, signInAs } from '../support/render-page';
import { choose, recordRequests } from '../support/antd-queries';
import { callsTo, renderAs, rowsOf, sideNav } from '../support/render-management';

vi.setConfig({ testTimeout: 60_000 });

/** Another person at another browser: a fresh session and a fresh render. */
function signOut() {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
}

const ENTERPRISE02 = {
  username: 'enterprise02',
  password: 'Demo#2026',
  phone: '13800000009',
  email: 'enterprise02@example.com',
  roles: ['enterprise'],
  orgName: '杭州另一家科技有限公司',
  userType: 1,
  status: 'approved' as const,
};

describe('/service/inviteservice: who reaches it (guard and shell)', () => {
  it('a logged-out visitor is sent to login with the redirect', async () => {
    usePermissionStore.getState().registerAsyncRoutes(asyncRoutes);
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/service/inviteservicedetail?id=4'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/service/inviteservicedetail?id=4')}`);
  });

  it('a reviewer gets /401; an enterprise user reaches it from 服务邀请 in the sidebar', async () => {
    const { router } = await renderAs('reviewer', '/homepage/homepage');
    expect(within(sideNav()).queryByRole('link', { name: '服务邀请' })).toBeNull();
    await act(() => router.navigate('/service/inviteservice'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
    signOut();
    const enterprise = await renderAs('enterprise', '/homepage/homepage');
    const link = within(sideNav()).getByRole('link', { name: '服务邀请' });
    expect(link).toHaveAttribute('href', '/service/inviteservice');
    await enterprise.user.click(link);
    await waitFor(() => expect(enterprise.router.state.location.pathname).toBe('/service/inviteservice'));
    expect(await screen.findByText('我的服务邀请')).toBeInTheDocument();
  });
});

describe('/service/inviteservice: sending an invitation', () => {
  it('validates, sends, lists it with a link to its detail and records it as a portal lead for the inbox', async () => {
    const { user } = await renderPage('/service/inviteservice');
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
    // A 3 s toast while the list reloads: watched for from the click on.
    const toast = screen.findByText('提交成功');
    await user.click(screen.getByRole('button', { name: '发送邀请' }));
    expect(await toast).toBeInTheDocument();
    expect(callsTo(seen, '/portal/service/create')).toHaveLength(1);
    await waitFor(() => expect(rowsOf(within(list).getByRole('table'))).toHaveLength(2));
    const sent = mockDb.current.leads.at(-1)!;
    // What the lead inbox lists (tests/web/management/leads.test.tsx shows a portal lead as 服务邀请).
    expect(sent).toMatchObject({
      kind: 'portal',
      source: '/service/inviteservice',
      application: '服务邀请：区块链存证',
      name: 'enterprise01',
      status: 'new',
      content: '电子合同存证，每月约 5000 份。',
    });
    expect(within(list).getByRole('link', { name: `查看详情 ${sent.id}` })).toHaveAttribute(
      'href',
      `/service/inviteservicedetail?id=${sent.id}`,
    );
  });
});

describe('/service/inviteservicedetail', () => {
  it("shows the request with the operator's reply once the inbox has answered it", async () => {
    // The operator answers request 4 (enterprise01's) through the inbox's own calls; the whole way through the
    // browser and the real server is tests/e2e/leads.test.ts.
    await signInAs('admin');
    await fetchLeads({ currPage: 1, limit: 10 });
    await updateLeadStatus({ id: 4, status: 'contacted', note: '已安排顾问，明天上午联系您' });

    await renderPage('/service/inviteservicedetail?id=4');
    expect(await screen.findByText('已安排顾问，明天上午联系您')).toBeInTheDocument();
    expect(screen.getByText('服务邀请 #4')).toBeInTheDocument();
    expect(screen.getByText('区块链溯源')).toBeInTheDocument();
    expect(screen.getByText('工作日下午（14:00-18:00）')).toBeInTheDocument();
    const reply = screen.getByRole('region', { name: '运营人员回复' });
    expect(within(reply).getByText(/状态更新为「已联系」/)).toBeInTheDocument();
  });

  it("an organisation sees only its own requests; another's detail is not found", async () => {
    mockDb.current.accounts.push(ENTERPRISE02);
    await renderPage('/service/inviteservice', { account: 'enterprise02' });
    const list = (await screen.findByText('我的服务邀请')).closest('.ant-card') as HTMLElement;
    expect(await within(list).findByText('暂无数据')).toBeInTheDocument();
    cleanup();
    await renderPage('/service/inviteservicedetail?id=4', { account: 'enterprise02' });
    expect(await screen.findByText('服务申请不存在')).toBeInTheDocument();
    expect(await screen.findByText('服务邀请编号无效')).toBeInTheDocument();
  });
});
