import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { ApiCode } from '@/contracts/codes';
import { LEAD_MESSAGES } from '@/contracts/leads';
import { siteConfig } from '@/content/site-config';
import { mockServer } from '@/mocks/node';
import { useNotifyStore } from '@/lib/notify';
import { useLoadingStore } from '@/lib/loading';
import { fail } from '@/mocks/respond';
import DigitalCollectionPage from '@/pages/site/digital-collection/digital-collection-page';
import { renderSitePage } from '../support/render-site-page';

const TITLE = '限时免费：领取数字藏品平台建设方案';
const url = `${API_BASE_PATH}${API.customEmail}`;

function recordPosts(): DefaultBodyType[] {
  const bodies: DefaultBodyType[] = [];
  mockServer.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

async function openDialog(user: UserEvent) {
  window.location.hash = '#/digitalCollection';
  renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
  await user.click(screen.getByRole('button', { name: '免费领取平台建设方案' }));
  return screen.findByRole('dialog', { name: TITLE });
}

async function fill(user: UserEvent, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '立即提交' });

describe('digital-collectible lead dialog', () => {
  it('is lazy: nothing of it is in the page before the call to action', () => {
    renderSitePage(<DigitalCollectionPage />, '/digitalCollection');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/1230/)).not.toBeInTheDocument();
  });

  it('opens centred with its title and the fixed line that 1230 people have joined', async () => {
    const user = setupUser();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(TITLE)).toBeInTheDocument();
    expect(dialog.textContent).toContain('已有 1230 人参与');
    expect(document.querySelector('.ant-modal-wrap')).toHaveClass('ant-modal-centered');
    for (const label of ['姓名', '手机号码', '公司名称', '备注'])
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
  });

  it('validates each required field on blur with the SPEC messages', async () => {
    const user = setupUser();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText('姓名'));
    await user.tab();
    expect(await within(dialog).findByText(LEAD_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(LEAD_MESSAGES.nameRequired).toBe('请输入您的称呼/姓名');
    await user.tab();
    expect(await within(dialog).findByText('请输入手机号码')).toBeInTheDocument();
    await user.tab();
    expect(await within(dialog).findByText('请输入公司名称')).toBeInTheDocument();
  });

  it('shows every message on submit, rejects a wrong mobile number and sends nothing', async () => {
    const user = setupUser();
    const bodies = recordPosts();
    const dialog = await openDialog(user);
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByText('请输入您的称呼/姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入手机号码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入公司名称')).toBeInTheDocument();

    for (const wrong of ['12345678901', '1234', '1581234567a', '10912345678', '12912345678']) {
      await fill(user, dialog, { 手机号码: wrong });
      await user.tab();
      expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();
    }
    await fill(user, dialog, { 手机号码: '16612345678' });
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText('请输入正确的手机号码')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(0);
  });

  it('sends the lead, says 提交成功, closes and clears the form', async () => {
    const user = setupUser();
    const bodies = recordPosts();
    const dialog = await openDialog(user);
    await fill(user, dialog, {
      姓名: '王女士',
      手机号码: '13912345678',
      公司名称: '杭州青禾食品有限公司',
      备注: '想在春节发行一套生肖藏品',
    });
    await user.click(submitButton(dialog));

    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        name: '王女士',
        phone: '13912345678',
        companyName: '杭州青禾食品有限公司',
        content: '想在春节发行一套生肖藏品',
        email: siteConfig.leadsEmail,
        application: TITLE,
        source: '/digitalCollection',
      },
    ]);

    await user.click(screen.getByRole('button', { name: '免费领取平台建设方案' }));
    const again = await screen.findByRole('dialog', { name: TITLE });
    expect(within(again).getByLabelText('姓名')).toHaveValue('');
    expect(within(again).getByLabelText('手机号码')).toHaveValue('');
    expect(within(again).getByLabelText('公司名称')).toHaveValue('');
    expect(within(again).getByLabelText('备注')).toHaveValue('');
  });

  it.each([
    ['the server refuses it', () => fail(ApiCode.SERVER_ERROR, '服务器开小差了')],
    ['the network is down', () => HttpResponse.error()],
    ['a proxy answers an error page', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })],
  ])('keeps the dialog open with no message when %s', async (_case, answer) => {
    const user = setupUser();
    let calls = 0;
    mockServer.use(
      http.post(url, () => {
        calls += 1;
        return answer();
      }),
    );
    const dialog = await openDialog(user);
    await fill(user, dialog, { 姓名: '李先生', 手机号码: '13812345678', 公司名称: '澜江文旅集团' });
    await user.click(submitButton(dialog));
    await waitFor(() => expect(calls).toBe(1));
    // The request has settled (the loading counter is back to zero) before we look for messages.
    await waitFor(() => expect(useLoadingStore.getState().pending).toBe(0));
    expect(submitButton(dialog)).toBeDisabled();

    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(useNotifyStore.getState().toasts).toEqual([]);
    expect(screen.queryByText('服务器开小差了')).not.toBeInTheDocument();
    expect(screen.queryByText('提交成功')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('李先生');
  });

  it('resets fields and validation when closed', async () => {
    const user = setupUser();
    const dialog = await openDialog(user);
    await fill(user, dialog, { 姓名: '赵经理', 手机号码: '110' });
    await user.tab();
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '立即领取' }));
    const again = await screen.findByRole('dialog', { name: TITLE });
    expect(within(again).getByLabelText('姓名')).toHaveValue('');
    expect(within(again).getByLabelText('手机号码')).toHaveValue('');
    expect(within(again).queryByText('请输入正确的手机号码')).not.toBeInTheDocument();
  });
});
