import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/contracts/accounts';
import { mockDb } from '@/mocks/db';
import { mockSetPasswordToken } from '@/mocks/handlers/accounts';
import UsersPage from '@/pages/portal/ops/users-page';
import { findDialog } from '../support/antd-queries';
import { findRow, findToast, renderPage } from '../support/render-ops';

const open = () => renderPage(UsersPage, '/account/users', 'admin');

/** The accounts are newest first, ten a page: the seeded admin and organisation are found by keyword. */
async function openAndFind(keyword: string) {
  const view = await open();
  await findRow('reviewer02');
  await view.user.type(screen.getByLabelText('关键词'), `${keyword}{Enter}`);
  await findRow(keyword);
  return view;
}

describe('/account/users (admin)', () => {
  it('lists the accounts with role, status, 待激活 and the last sign-in', async () => {
    const { user } = await open();
    const reviewer02 = await findRow('reviewer02');
    expect(within(reviewer02).getByText('管理单位审核员')).toBeInTheDocument();
    expect(within(reviewer02).getByText('已启用')).toBeInTheDocument();
    expect(within(reviewer02).getByText('待激活')).toBeInTheDocument();
    expect(within(reviewer02).getByText('从未登录')).toBeInTheDocument();
    await user.type(screen.getByLabelText('关键词'), 'admin{Enter}');
    const admin = await findRow('admin');
    expect(within(admin).getByText('平台管理员')).toBeInTheDocument();
    expect(within(admin).queryByText('待激活')).toBeNull();
    for (const header of ['账号', '机构名称', '角色', '状态', '邮箱', '手机号', '创建时间', '最近登录'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('creates a reviewer: the SPEC rules, the server message, the row 待激活 and a mailed link', async () => {
    const { user } = await open();
    await findRow('reviewer02');
    await user.click(screen.getByRole('button', { name: '新建账号' }));
    const dialog = await findDialog('新建审核员或管理员账号');
    await user.click(within(dialog).getByRole('button', { name: '创建并发送链接' }));
    expect(await within(dialog).findByText('请输入账户名')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入机构名称')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('账号'), 'reviewer07');
    await user.type(within(dialog).getByLabelText('机构名称'), '星桥高新区人才服务中心');
    await user.type(within(dialog).getByLabelText('邮箱'), 'reviewer07@example.com');
    await user.click(within(dialog).getByRole('button', { name: '创建并发送链接' }));
    expect(await findToast('账号已创建，设置密码链接已发送到其邮箱')).toBeInTheDocument();
    const row = await findRow('reviewer07');
    expect(within(row).getByText('待激活')).toBeInTheDocument();
    expect(within(row).getByText('管理单位审核员')).toBeInTheDocument();
    expect(mockSetPasswordToken('reviewer07@example.com')).toMatch(/^[\w-]{43}$/);
  });

  it('puts an e-mail already in use under the e-mail field, not under the account name', async () => {
    const { user } = await open();
    await findRow('reviewer02');
    await user.click(screen.getByRole('button', { name: '新建账号' }));
    const dialog = await findDialog('新建审核员或管理员账号');
    await user.type(within(dialog).getByLabelText('账号'), 'reviewer08');
    await user.type(within(dialog).getByLabelText('机构名称'), '星桥高新区人才服务中心');
    await user.type(within(dialog).getByLabelText('邮箱'), 'enterprise01@example.com');
    await user.click(within(dialog).getByRole('button', { name: '创建并发送链接' }));
    const itemOf = (label: string) => within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(itemOf('邮箱')).toHaveTextContent(ACCOUNT_MESSAGES.emailTaken));
    expect(itemOf('账号')).not.toHaveTextContent(ACCOUNT_MESSAGES.emailTaken);
  });

  it('refuses to disable the last usable admin with the server message', async () => {
    const { user } = await openAndFind('admin');
    await user.click(screen.getByRole('button', { name: '停用 admin' }));
    const dialog = await findDialog('确认停用账号 admin？');
    await user.click(within(dialog).getByRole('button', { name: '确认停用' }));
    expect(await findToast(ACCOUNT_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect(within(await findRow('admin')).getByText('已启用')).toBeInTheDocument();
  });

  it('disables an organisation after confirmation: its sessions end, then enables it again', async () => {
    const { user } = await openAndFind('enterprise01');
    mockDb.current.sessions.set('mock-enterprise01-open', 'enterprise01');
    await user.click(screen.getByRole('button', { name: '停用 enterprise01' }));
    const dialog = await findDialog('确认停用账号 enterprise01？');
    expect(dialog).toHaveTextContent('立即退出所有已登录的会话');
    await user.click(within(dialog).getByRole('button', { name: '确认停用' }));
    expect(await findToast('账号已停用')).toBeInTheDocument();
    await waitFor(async () => expect(within(await findRow('enterprise01')).getByText('已停用')).toBeInTheDocument());
    expect([...mockDb.current.sessions.values()]).not.toContain('enterprise01');

    await user.click(screen.getByRole('button', { name: '启用 enterprise01' }));
    await user.click(within(await findDialog('确认启用账号 enterprise01？')).getByRole('button', { name: '确认启用' }));
    expect(await findToast('账号已启用')).toBeInTheDocument();
  });

  it('sends a new set-password link after confirmation', async () => {
    const { user } = await open();
    await findRow('reviewer02');
    const before = mockSetPasswordToken('reviewer02@example.com');
    await user.click(screen.getByRole('button', { name: '向 reviewer02 发送设置密码链接' }));
    const dialog = await findDialog('发送设置密码链接');
    expect(dialog).toHaveTextContent('reviewer02@example.com');
    await user.click(within(dialog).getByRole('button', { name: '确认发送' }));
    expect(await findToast('设置密码链接已发送到该账号的邮箱')).toBeInTheDocument();
    expect(mockSetPasswordToken('reviewer02@example.com')).not.toBe(before);
  });
});
