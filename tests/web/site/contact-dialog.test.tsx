import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ContactDialogProvider,
  useContactDialog,
  type ContactDialogOptions,
} from '@/features/lead-forms/contact-dialog-context';
import { Toaster } from '@/components/toaster';
import { API } from '@/contracts/paths';
import { ApiCode } from '@/contracts/codes';
import { siteConfig } from '@/content/site-config';
import { mockServer } from '@/mocks/node';
import { api, fail, ok } from '@/mocks/respond';

function Opener(options: ContactDialogOptions) {
  const contact = useContactDialog();
  return (
    <button type="button" onClick={() => contact.open(options)}>
      打开对话框
    </button>
  );
}

/** Records every body POSTed to /index/sendCustomEmail. */
function recordLeads(answer: () => Response | Promise<Response> = () => ok(undefined, '提交成功')) {
  const bodies: Record<string, unknown>[] = [];
  mockServer.use(
    http.post(api(API.customEmail), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

async function openDialog(options: ContactDialogOptions = {}) {
  window.location.hash = '#/solution?id=2';
  const user = setupUser();
  render(
    <ContactDialogProvider>
      <Opener {...options} />
      <Toaster />
    </ContactDialogProvider>,
  );
  await user.click(screen.getByRole('button', { name: '打开对话框' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  return { user, dialog };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: '提交' });

async function fill(user: UserEvent, values: Partial<Record<'姓名' | '电话' | '公司' | '留言', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

describe('ContactDialog', () => {
  it('has the default title, the 24 h promise and the four fields', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('立即咨询')).toBeInTheDocument();
    expect(within(dialog).getByText(/我们将在工作日 24 小时内与您联系/)).toBeInTheDocument();
    for (const label of ['姓名', '电话', '公司', '留言']) expect(field(label)).toBeInTheDocument();
  });

  it('shows every required message when confirmed empty, and sends nothing', async () => {
    const bodies = recordLeads();
    const { user } = await openDialog();
    await user.click(submitButton());
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('电话号码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请输入公司名称')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('name: at most 20 characters', async () => {
    const { user } = await openDialog();
    await fill(user, { 姓名: '张'.repeat(21) });
    await user.tab();
    expect(await screen.findByText('20 个字符以内')).toBeInTheDocument();
    await fill(user, { 姓名: '张'.repeat(20) });
    await user.tab();
    await waitFor(() => expect(screen.queryByText('20 个字符以内')).not.toBeInTheDocument());
  });

  it.each([
    ['138abc', '请输入数字值'],
    ['138 0013 8000', '请输入数字值'],
    ['1380013800', '电话号码格式不正确'],
    ['12800138000', '电话号码格式不正确'],
    ['138001380001', '电话号码格式不正确'],
  ])('phone %s → %s', async (phone, message) => {
    const { user } = await openDialog();
    await fill(user, { 电话: phone });
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  // D14: any mainland mobile, 16x and 19x included.
  it.each(['13800138000', '14700138000', '15800138000', '16600138000', '17700138000', '18800138000', '19900138000'])(
    'phone %s is accepted',
    async (phone) => {
      const { user } = await openDialog();
      await fill(user, { 电话: phone });
      await user.tab();
      await act(async () => {});
      expect(screen.queryByText('电话号码格式不正确')).not.toBeInTheDocument();
      expect(screen.queryByText('请输入数字值')).not.toBeInTheDocument();
      expect(screen.queryByText('电话号码不能为空')).not.toBeInTheDocument();
    },
  );

  it('sends the lead with recipient, label and source; on code 0 toasts 提交成功, closes and clears', async () => {
    const bodies = recordLeads();
    const { user } = await openDialog();
    await fill(user, {
      姓名: '王经理',
      电话: '13800138000',
      公司: '杭州云杉智造科技有限公司',
      留言: '想了解酒类溯源报价',
    });
    await user.click(submitButton());
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: '王经理',
        phone: '13800138000',
        companyName: '杭州云杉智造科技有限公司',
        content: '想了解酒类溯源报价',
        email: siteConfig.leadsEmail,
        application: '立即咨询',
        source: '/solution?id=2',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '打开对话框' }));
    await screen.findByRole('dialog');
    expect(field('姓名').value).toBe('');
    expect(field('电话').value).toBe('');
    expect(field('公司').value).toBe('');
    expect(field('留言').value).toBe('');
  });

  it('sends the application label and shows the title the page asked for', async () => {
    const bodies = recordLeads();
    const { user, dialog } = await openDialog({ application: '申请加入合作伙伴', title: '申请加入' });
    expect(within(dialog).getByText('申请加入')).toBeInTheDocument();
    await fill(user, { 姓名: '李工', 电话: '15800138000', 公司: '青岚物联' });
    await user.click(submitButton());
    await screen.findByText('提交成功');
    expect(bodies[0]).toMatchObject({ application: '申请加入合作伙伴', content: '' });
  });

  it('keeps the dialog open with the input when the request fails (the request layer toasts)', async () => {
    recordLeads(() => fail(ApiCode.SERVER_ERROR, '邮件服务暂不可用'));
    const { user } = await openDialog();
    await fill(user, { 姓名: '王经理', 电话: '13800138000', 公司: '星桥' });
    await user.click(submitButton());
    expect(await screen.findByText('邮件服务暂不可用')).toBeInTheDocument();
    expect(screen.queryByText('提交成功')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field('姓名').value).toBe('王经理');
    expect(field('电话').value).toBe('13800138000');
  });

  it('cancel clears and closes', async () => {
    const { user } = await openDialog();
    await fill(user, { 姓名: '王经理', 电话: '12' });
    await user.tab();
    await screen.findByText('电话号码格式不正确');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '打开对话框' }));
    await screen.findByRole('dialog');
    expect(field('姓名').value).toBe('');
    expect(field('电话').value).toBe('');
    expect(screen.queryByText('电话号码格式不正确')).not.toBeInTheDocument();
  });

  it('does not close on a backdrop click', async () => {
    const { dialog } = await openDialog();
    const wrap = dialog.closest('.ant-modal-wrap') as HTMLElement;
    expect(wrap).not.toBeNull();
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByRole('dialog')).toBeInTheDocument();
    expect(field('姓名')).toBeInTheDocument();
  });

  it('click guard: a click that fails validation leaves the submit button usable (D14)', async () => {
    const bodies = recordLeads();
    await openDialog();
    fireEvent.click(submitButton());
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(bodies).toHaveLength(0);
  });

  it('click guard: the submit button stays disabled for 6000 ms after a valid submission', async () => {
    recordLeads(() => fail(ApiCode.SERVER_ERROR, '邮件服务暂不可用'));
    const { user } = await openDialog();
    await fill(user, { 姓名: '王经理', 电话: '19912345678', 公司: '星桥' });
    vi.useFakeTimers();
    fireEvent.click(submitButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(submitButton()).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5989);
    });
    expect(submitButton()).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(submitButton()).toBeEnabled();
  });

  it('click guard: a double click sends one lead', async () => {
    const bodies = recordLeads(async () => {
      await delay(300);
      return ok(undefined, '提交成功');
    });
    const { user } = await openDialog();
    await fill(user, { 姓名: '王经理', 电话: '13800138000', 公司: '星桥' });
    await user.dblClick(submitButton());
    await screen.findByText('提交成功');
    expect(bodies).toHaveLength(1);
  });
});
