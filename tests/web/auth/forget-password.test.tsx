import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { mockDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { currentLocation, recordPosts, renderAuth, setupUser, setupWithFakeTimers } from '../support/render-auth';

type User = ReturnType<typeof setupUser>;

async function fill(user: User, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

const submitButton = () => screen.getByRole('button', { name: '重置密码' });

describe('/forgetpwd', { timeout: 60_000 }, () => {
  it('shows every message', async () => {
    const user = setupUser();
    await renderAuth(['/forgetpwd']);
    await user.click(await screen.findByRole('button', { name: '重置密码' }));
    for (const message of ['请输入邮箱', '请输入验证码', '请输入密码', '请再次输入密码'])
      expect(await screen.findByText(message)).toBeInTheDocument();

    await fill(user, '邮箱', 'someone@');
    await fill(user, '新密码', 'abcdefg');
    await fill(user, '确认密码', 'abcdefh');
    await user.click(submitButton());
    for (const message of ['请输入正确的邮箱', '密码由6-20位字符，字母、数字及符号至少包含2种', '两次输入密码不一致!'])
      expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('needs a valid e-mail for a code and counts down 60 s after a successful send, then offers 重新获取', async () => {
    const user = setupWithFakeTimers();
    const bodies = recordPosts(API.forgetCode);
    await renderAuth(['/forgetpwd']);
    const send = await screen.findByRole('button', { name: '获取验证码' });
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入邮箱');
    await fill(user, '邮箱', 'admin@example');
    await user.click(send);
    expect(await screen.findByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('邮箱'));
    await fill(user, '邮箱', ' admin@example.com ');
    await user.click(send);
    expect(await screen.findByRole('button', { name: '60s后重新发送' })).toBeDisabled();
    expect(bodies).toEqual([{ email: 'admin@example.com' }]);
    expect(screen.getByText('发送成功')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: '1s后重新发送' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
  });

  it('does not count down when the send is refused', async () => {
    mockServer.use(
      http.post(`${API_BASE_PATH}${API.forgetCode}`, () =>
        HttpResponse.json({ code: 10006, msg: '发送过于频繁，请稍后再试' }, { status: 429 }),
      ),
    );
    const user = setupWithFakeTimers();
    await renderAuth(['/forgetpwd']);
    await screen.findByLabelText('邮箱');
    await fill(user, '邮箱', 'admin@example.com');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送过于频繁，请稍后再试')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it("resets the password with {email, msgCode, password}, shows the server's message and goes to /login", async () => {
    const user = setupUser();
    const bodies = recordPosts(API.forgetReset);
    const { router } = await renderAuth(['/forgetpwd']);
    await screen.findByLabelText('邮箱');
    await fill(user, '邮箱', 'enterprise01@example.com');
    await fill(user, '验证码', '123456');
    await fill(user, '新密码', 'Fresh#2027');
    await fill(user, '确认密码', 'Fresh#2027');
    await user.click(submitButton());
    expect(await screen.findByText('密码重置成功，请使用新密码登录')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(bodies).toEqual([{ email: 'enterprise01@example.com', msgCode: '123456', password: 'Fresh#2027' }]);
    expect(mockDb.current.accounts.find((account) => account.username === 'enterprise01')?.password).toBe('Fresh#2027');
  });

  /** Fills the whole form for enterprise01 and submits it. */
  async function submitReset(code: string, password: string) {
    const user = setupUser();
    const rendered = await renderAuth(['/forgetpwd']);
    await screen.findByLabelText('邮箱');
    await fill(user, '邮箱', 'enterprise01@example.com');
    await fill(user, '验证码', code);
    await fill(user, '新密码', password);
    await fill(user, '确认密码', password);
    await user.click(submitButton());
    return rendered;
  }

  it('stays with the values when the code is wrong', async () => {
    const { router } = await submitReset('000000', 'Fresh#2027');
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgetpwd');
    expect(screen.getByLabelText('邮箱')).toHaveValue('enterprise01@example.com');
  });

  it("shows the server's refusal of a common password under the new-password field (D10)", async () => {
    const { router } = await submitReset('123456', 'Password1');
    const field = screen.getByLabelText('新密码').closest('.auth-field') as HTMLElement;
    expect(await within(field).findByText('密码过于常见，容易被猜中，请换一个更复杂的密码')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgetpwd');
    expect(mockDb.current.accounts.find((account) => account.username === 'enterprise01')?.password).toBe('Demo#2026');
  });

  it('goes back to the previous page, or to /login when opened directly', async () => {
    const user = setupUser();
    const first = await renderAuth(['/index', '/forgetpwd'], 1);
    await user.click(await screen.findByRole('button', { name: '返回' }));
    expect(await currentLocation()).toBe('/index');
    first.unmount();

    const second = await renderAuth(['/forgetpwd']);
    await user.click(await screen.findByRole('button', { name: '返回' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
  });
});
