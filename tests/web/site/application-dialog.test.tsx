import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@/contracts/paths';
import { mockServer } from '@/mocks/node';
import { ApiCode } from '@/contracts/codes';
import { api, fail, ok } from '@/mocks/respond';
import { PHONE_CHECK_DELAY_MS } from '@/features/lead-forms/components/application-dialog';
import { findPageHeading, renderApp } from '../support/render-app';

function recordApplications() {
  const bodies: Record<string, unknown>[] = [];
  mockServer.use(
    http.post(api(API.applicationLead), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return ok(undefined, '提交成功');
    }),
  );
  return bodies;
}

async function openApplication() {
  const app = renderApp('/index');
  await findPageHeading();
  // The offer is in the home page's part below the first screen, which loads after it.
  await app.user.click(await screen.findByRole('button', { name: '立即申请' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  return { ...app, dialog };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ApplicationDialog (home)', () => {
  it('is titled 申请表单 and offers exactly the two products', async () => {
    const { dialog } = await openApplication();
    expect(within(dialog).getByText('申请表单')).toBeInTheDocument();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['区块链存证平台', '区块链溯源平台']);
    for (const label of ['姓名', '电话', '公司名称', '需求描述']) expect(field(label)).toBeInTheDocument();
  });

  it('checks the name on blur', async () => {
    const { user } = await openApplication();
    await user.click(field('姓名'));
    expect(screen.queryByText('请输入姓名')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    await user.type(field('姓名'), '赵'.repeat(21));
    await user.tab();
    expect(await screen.findByText('20 个字符以内')).toBeInTheDocument();
  });

  it.each([
    ['138abc', '请输入数字值'],
    ['1380013800', '电话号码格式不正确'],
    ['12900138000', '电话号码格式不正确'],
  ])('checks the phone %s 100 ms after typing → %s', async (phone, message) => {
    await openApplication();
    vi.useFakeTimers();
    fireEvent.change(field('电话'), { target: { value: phone } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PHONE_CHECK_DELAY_MS - 1);
    });
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(PHONE_CHECK_DELAY_MS).toBe(100);
  });

  it('an emptied phone says 电话号码不能为空 after the delay', async () => {
    await openApplication();
    vi.useFakeTimers();
    fireEvent.change(field('电话'), { target: { value: '1' } });
    fireEvent.change(field('电话'), { target: { value: '' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('电话号码不能为空')).toBeInTheDocument();
  });

  it('validates the whole form before sending: nothing goes out while invalid', async () => {
    const bodies = recordApplications();
    const { user } = await openApplication();
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('电话号码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请选择申请的产品')).toBeInTheDocument();
    // company name and content carry no rules
    expect(screen.queryByText('请输入公司名称')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends POST /api/email/sendEmail2; success toasts 提交成功, hides and resets', async () => {
    const bodies = recordApplications();
    const { user } = await openApplication();
    await user.type(field('姓名'), '陈总');
    await user.type(field('电话'), '13912345678');
    await user.type(field('公司名称'), '砚川酒业');
    await user.click(screen.getByRole('radio', { name: '区块链溯源平台' }));
    await user.type(field('需求描述'), '白酒一瓶一码防伪');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: '陈总',
        phone: '13912345678',
        companyName: '砚川酒业',
        applicationName: '区块链溯源平台',
        content: '白酒一瓶一码防伪',
        source: '/index',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    await screen.findByRole('dialog');
    expect(field('姓名').value).toBe('');
    expect(screen.getByRole('radio', { name: '区块链溯源平台' })).not.toBeChecked();
  });

  it('cancel hides the dialog', async () => {
    const { user } = await openApplication();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('click guard (DECISIONS D7)', () => {
    /** A valid form whose submission the server refuses after `answerAfterMs`: the dialog stays open. */
    async function refusedSubmission(answerAfterMs: number) {
      let sent = 0;
      mockServer.use(
        http.post(api(API.applicationLead), async () => {
          sent += 1;
          if (answerAfterMs > 0) await delay(answerAfterMs);
          return fail(ApiCode.SERVER_ERROR, '服务器繁忙，请稍后再试');
        }),
      );
      const { user } = await openApplication();
      await user.type(field('姓名'), '陈总');
      await user.type(field('电话'), '13912345678');
      await user.click(screen.getByRole('radio', { name: '区块链存证平台' }));
      vi.useFakeTimers();
      return { sentCount: () => sent, button: () => screen.getByRole('button', { name: /提交申请/ }) };
    }
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it('leaves 提交申请 usable after a click that fails validation, then guards the valid one (D14)', async () => {
      let sent = 0;
      mockServer.use(
        http.post(api(API.applicationLead), () => {
          sent += 1;
          return fail(ApiCode.SERVER_ERROR, '服务器繁忙，请稍后再试');
        }),
      );
      const { user } = await openApplication();
      const button = () => screen.getByRole('button', { name: /提交申请/ });
      await user.click(button());
      expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
      expect(button()).toBeEnabled();
      await user.type(field('姓名'), '陈总');
      await user.type(field('电话'), '16612345678');
      await user.click(screen.getByRole('radio', { name: '区块链存证平台' }));
      await user.click(button());
      await waitFor(() => expect(sent).toBe(1));
      expect(button()).toBeDisabled();
    });

    it('keeps 提交申请 disabled for 6000 ms after a click and sends one application', async () => {
      const { sentCount, button } = await refusedSubmission(0);
      fireEvent.click(button());
      fireEvent.click(button());
      await advance(50);
      expect(sentCount()).toBe(1);
      expect(screen.getByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
      expect(button()).toBeDisabled();
      await advance(5949);
      expect(button()).toBeDisabled();
      await advance(1);
      expect(button()).toBeEnabled();
      fireEvent.click(button());
      await advance(50);
      expect(sentCount()).toBe(2);
    });

    it('stays unusable until a slow answer arrives, when that is later than 6000 ms', async () => {
      const { sentCount, button } = await refusedSubmission(8000);
      fireEvent.click(button());
      await advance(7000);
      fireEvent.click(button());
      await advance(999);
      expect(sentCount()).toBe(1);
      expect(screen.queryByText('服务器繁忙，请稍后再试')).not.toBeInTheDocument();
      await advance(1);
      expect(screen.getByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
      expect(button()).toBeEnabled();
      expect(sentCount()).toBe(1);
    });
  });
});
