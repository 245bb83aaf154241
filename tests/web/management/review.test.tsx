import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb } from '@/mocks/db';
import { useBadgesStore } from '@/stores/badges';
import { renderPage } from '../support/render-page';
import { choose, findDialog, recordRequests } from '../support/antd-queries';
import { callsTo, dataTable, renderAs, rowsOf, sideNav } from '../support/render-management';

vi.setConfig({ testTimeout: 120_000 });
beforeEach(() => useBadgesStore.getState().reset());

const orgNames = () => rowsOf(dataTable()).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** The page alone, as the reviewer (the guard and the shell are tested once, just below). */
async function openRegistrations() {
  const view = await renderPage('/review/registrations', { account: 'reviewer' });
  await screen.findByText('共 12 条');
  return view;
}

describe('/review/registrations: who sees it (guard and shell)', () => {
  it('an enterprise user gets /401 and no review entry in the sidebar', async () => {
    const { router } = await renderAs('enterprise', '/homepage/homepage');
    expect(within(sideNav()).queryByText('审核管理')).toBeNull();
    expect(within(sideNav()).queryByRole('link', { name: '注册审核' })).toBeNull();
    await act(() => router.navigate('/review/registrations'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'));
  });

  it('a reviewer sees the entry under 审核管理 with the pending badge, which follows the count, and reaches the page', async () => {
    const { user, router } = await renderAs('reviewer', '/homepage/homepage');
    await user.click(within(sideNav()).getByText('审核管理'));
    const link = await within(sideNav()).findByRole('link', { name: '注册审核' });
    expect(link).toHaveAttribute('href', '/review/registrations');
    const item = link.closest('li') as HTMLElement;
    await waitFor(() => expect(within(item).getByTitle('12')).toBeInTheDocument());
    expect(useBadgesStore.getState().counts.reviewregistrations).toBe(12);
    // The page sets the count after a decision (tested on the page below); the sidebar shows whatever it holds.
    act(() => useBadgesStore.getState().setCount('reviewregistrations', 11));
    expect(within(item).getByTitle('11')).toBeInTheDocument();

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/review/registrations'));
    expect(await screen.findByText('共 12 条')).toBeInTheDocument();
  });
});

describe('/review/registrations: list', () => {
  it('starts on pending, pages through them, shows counts per status', async () => {
    const { user } = await openRegistrations();
    expect(rowsOf(dataTable())).toHaveLength(10);
    expect(orgNames()[0]).toBe('杭州远帆物流有限公司');
    const counts = screen.getByRole('group', { name: '各状态数量' });
    expect(within(counts).getByText('待审核 12')).toBeInTheDocument();
    expect(within(counts).getByText('已通过 1')).toBeInTheDocument();
    expect(within(counts).getByText('已驳回 1')).toBeInTheDocument();

    const seen = recordRequests();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(rowsOf(dataTable())).toHaveLength(2));
    expect(orgNames()).toEqual(['星桥职业技术学院', '杭州青禾生物科技有限公司']);
    expect(callsTo(seen, '/portal/review/list').at(-1)?.url.searchParams.get('currPage')).toBe('2');
  });

  it('filters by type, keyword and status, and resets', async () => {
    const { user } = await openRegistrations();
    const seen = recordRequests();
    await choose(user, '注册类型', '高校');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(orgNames()).toEqual(['星桥大学', '星桥职业技术学院']));
    const last = callsTo(seen, '/portal/review/list').at(-1)!.url.searchParams;
    expect(last.get('userType')).toBe('3');
    expect(last.get('status')).toBe('pending');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.click(screen.getByLabelText('关键词'));
    await user.paste('13910000004');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(orgNames()).toEqual(['杭州链安信息技术有限公司']));

    await user.clear(screen.getByLabelText('关键词'));
    await choose(user, '审核状态', '已驳回');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(orgNames()).toEqual(['杭州雾灵电子商务有限公司']));
    expect(callsTo(seen, '/portal/review/list').at(-1)!.url.searchParams.get('status')).toBe('rejected');
  });
});

describe('/review/registrations: decisions', () => {
  it('shows every field and the certificate, then approves: list, badge and account follow', async () => {
    const { user } = await openRegistrations();
    await user.click(screen.getByRole('button', { name: '查看 杭州远帆物流有限公司' }));
    const drawer = await findDialog('注册详情');
    await within(drawer).findByText('91330100MA2KXQ1234');
    for (const label of [
      '组织名称',
      '注册类型',
      '所属行业',
      '企业性质',
      '企业规模',
      '法人姓名',
      '地址',
      '营业执照号码',
      '账号',
      '手机号',
      '邮箱',
      '提交时间',
      '审核状态',
    ])
      expect(within(drawer).getByText(label)).toBeInTheDocument();
    expect(within(drawer).getByText('apply12@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('img', { name: '证件图片：杭州远帆物流有限公司' })).toHaveAttribute(
      'src',
      '/uploads/mock-certificate.png',
    );

    const seen = recordRequests();
    await user.click(within(drawer).getByRole('button', { name: '通过' }));
    const confirm = await findDialog('确认通过该注册申请？');
    // A 3 s toast, while the list and the drawer reload: watched for from the click on.
    const toast = screen.findByText('已通过该注册申请');
    await user.click(within(confirm).getByRole('button', { name: '确认通过' }));
    expect(await toast).toBeInTheDocument();
    const decide = callsTo(seen, '/portal/review/decide');
    expect(decide).toHaveLength(1);
    expect(mockDb.current.accounts.find((account) => account.username === 'apply12')?.status).toBe('approved');

    expect(await within(drawer).findByText('该申请已审核，结果不可更改')).toBeInTheDocument();
    expect(within(drawer).getByText('reviewer')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '通过' })).toBeNull();
    await waitFor(() => expect(screen.getByText('共 11 条')).toBeInTheDocument());
    await waitFor(() => expect(useBadgesStore.getState().counts.reviewregistrations).toBe(11));
  });

  it('rejects only with a reason: refused client-side without one, sent with it', async () => {
    const { user } = await openRegistrations();
    await user.click(screen.getByRole('button', { name: '查看 星桥大学' }));
    const drawer = await findDialog('注册详情');
    await within(drawer).findByText('办学层次');
    const seen = recordRequests();
    await user.click(within(drawer).getByRole('button', { name: '驳回' }));
    const dialog = await findDialog('驳回注册申请');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(callsTo(seen, '/portal/review/decide')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('驳回原因'));
    await user.paste('证件图片不清晰');
    expect(within(dialog).queryByText('请填写驳回原因')).toBeNull();
    // Watched from before the click: the toast lasts 3 s, and a loaded machine can take that long to finish the click.
    const toast = screen.findByText('已驳回该注册申请');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await toast).toBeInTheDocument();
    const [call] = callsTo(seen, '/portal/review/decide');
    expect(call).toBeDefined();
    expect(mockDb.current.accounts.find((account) => account.username === 'apply06')?.status).toBe('rejected');
    expect(await within(drawer).findByText('证件图片不清晰')).toBeInTheDocument();
    expect(within(drawer).getByText('驳回原因')).toBeInTheDocument();
  });

  it('the server refuses a reason-less rejection too (10001)', async () => {
    const { user } = await openRegistrations();
    void user;
    const { decideRegistration } = await import('@/features/review/api');
    await expect(decideRegistration({ id: 1, decision: 'reject', reason: '  ' })).rejects.toMatchObject({
      code: 10001,
      message: '驳回原因：请填写驳回原因',
    });
  });

  it('a decision made meanwhile by someone else: the second is refused with the message, and the view refreshes', async () => {
    const { user } = await openRegistrations();
    await user.click(screen.getByRole('button', { name: '查看 杭州北辰医疗器械有限公司' }));
    const drawer = await findDialog('注册详情');
    await within(drawer).findByText('apply10@example.com');
    // Another reviewer approves it while this drawer is open.
    mockDb.current.accounts.find((account) => account.username === 'apply10')!.status = 'approved';
    await user.click(within(drawer).getByRole('button', { name: '通过' }));
    const confirm = await findDialog('确认通过该注册申请？');
    await user.click(within(confirm).getByRole('button', { name: '确认通过' }));
    expect(await screen.findByText('该申请已被审核，不能重复处理')).toBeInTheDocument();
    expect(await within(drawer).findByText('该申请已审核，结果不可更改')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('共 11 条')).toBeInTheDocument());
  });

  it("a reviewer cannot decide on their own organisation's registration", async () => {
    mockDb.current.accounts.push({
      username: 'ownunit',
      password: 'Pass#2026',
      phone: '13910009999',
      email: 'ownunit@example.com',
      roles: ['institution'],
      orgName: '星桥高新区人才服务中心',
      userType: 2,
      status: 'pending',
    });
    const { user } = await renderPage('/review/registrations', { account: 'reviewer' });
    await user.click(await screen.findByLabelText('关键词'));
    await user.paste('人才服务中心');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await user.click(await screen.findByRole('button', { name: '查看 星桥高新区人才服务中心' }));
    const drawer = await findDialog('注册详情');
    await within(drawer).findByText('ownunit@example.com');
    await user.click(within(drawer).getByRole('button', { name: '通过' }));
    const confirm = await findDialog('确认通过该注册申请？');
    await user.click(within(confirm).getByRole('button', { name: '确认通过' }));
    expect(await screen.findByText('不能审核本单位的注册申请')).toBeInTheDocument();
    expect(mockDb.current.accounts.find((account) => account.username === 'ownunit')?.status).toBe('pending');
  });
});
