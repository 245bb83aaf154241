import { act, fireEvent, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COOKIE_KEYS } from '@/lib/cookies';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { mockServer } from '@/mocks/node';
import { mockDb } from '@/mocks/db';
import { currentLocation, recordPosts, renderAuth, setupUser, setupWithFakeTimers } from '../support/render-auth';

const LOGIN_WITH_REDIRECT = '/login?redirect=%2Fhomepage%2Fhomepage%3Fa%3D1';

async function openPhoneTab(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('tab', { name: '手机验证码登录' }));
  return screen.findByLabelText('手机号');
}

describe('/login', () => {
  it('shows the welcome title, auto-login checked and the links', async () => {
    await renderAuth(['/login']);
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '自动登录' })).toBeChecked();
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forgetpwd');
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register');
  });

  it('shows every account and password message', async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    await user.click(await screen.findByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入账户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    // The password box is outlined in red by its form row, like any field in error.
    expect(screen.getByLabelText('密码').closest('.auth-input')).toHaveClass('auth-input--error');
    expect(screen.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('账户名'), 'ab');
    await user.type(screen.getByLabelText('密码'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('4-20位字符,支持字母及数字')).toBeInTheDocument();
    expect(screen.getByText('密码由6-20位字符，字母、数字及符号至少包含2种')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('账户名'));
    await user.type(screen.getByLabelText('账户名'), 'abc_1');
    await user.clear(screen.getByLabelText('密码'));
    await user.type(screen.getByLabelText('密码'), 'a1'.repeat(11));
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('4-20位字符,支持字母及数字')).toBeInTheDocument();
    expect(screen.getByText('密码由6-20位字符，字母、数字及符号至少包含2种')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('highlights the login button only when both fields are filled', async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    const button = await screen.findByRole('button', { name: '登 录' });
    expect(button).not.toHaveClass('auth-submit--active');
    await user.type(screen.getByLabelText('账户名'), 'admin');
    expect(button).not.toHaveClass('auth-submit--active');
    await user.type(screen.getByLabelText('密码'), 'x');
    expect(button).toHaveClass('auth-submit--active');
    await user.clear(screen.getByLabelText('账户名'));
    expect(button).not.toHaveClass('auth-submit--active');
  });

  it('warns while caps lock is on in the password field', async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    const password = await screen.findByLabelText('密码');
    await user.click(password);
    await user.keyboard('a');
    expect(screen.queryByText('大写锁定已开启')).not.toBeInTheDocument();
    await user.keyboard('{CapsLock}A');
    expect(screen.getByText('大写锁定已开启')).toBeInTheDocument();
    await user.keyboard('{CapsLock}b');
    expect(screen.queryByText('大写锁定已开启')).not.toBeInTheDocument();
  });

  it('trims the account, logs in, keeps other query parameters and remembers the account but never the password', async () => {
    const user = setupUser();
    const bodies = recordPosts(API.login);
    await renderAuth([`${LOGIN_WITH_REDIRECT}&from=mail`]);
    await user.type(await screen.findByLabelText('账户名'), '  admin  ');
    await user.type(screen.getByLabelText('密码'), 'Admin#2026');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await currentLocation()).toBe('/homepage/homepage?a=1&from=mail');
    expect(bodies).toEqual([{ username: 'admin', password: 'Admin#2026', autoLogin: true }]);
    expect(Cookies.get(COOKIE_KEYS.token)).toMatch(/^mock-admin-/);
    expect(Cookies.get(COOKIE_KEYS.account)).toBe('admin');
    expect(Object.values(Cookies.get()).join(' ')).not.toContain('Admin#2026');
  });

  it('does not remember the account when auto-login is unchecked', async () => {
    const user = setupUser();
    const bodies = recordPosts(API.login);
    await renderAuth(['/login']);
    await user.click(await screen.findByRole('checkbox', { name: '自动登录' }));
    await user.type(screen.getByLabelText('账户名'), 'enterprise01');
    await user.type(screen.getByLabelText('密码'), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await currentLocation()).toBe('/homepage/homepage');
    expect(bodies).toEqual([{ username: 'enterprise01', password: 'Demo#2026', autoLogin: false }]);
    expect(Cookies.get(COOKIE_KEYS.account)).toBeUndefined();
  });

  it.each([
    ['an external URL', 'https%3A%2F%2Fevil.example.com%2Fsteal'],
    ['a protocol-relative URL', '%2F%2Fevil.example.com'],
    ['a script URL', 'javascript%3Aalert(1)'],
  ])('refuses %s as redirect target', async (_label, redirect) => {
    const user = setupUser();
    await renderAuth([`/login?redirect=${redirect}&b=2`]);
    await user.type(await screen.findByLabelText('账户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Admin#2026');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await currentLocation()).toBe('/homepage/homepage?b=2');
  });

  it("shows the server's message when the login fails", async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    await user.type(await screen.findByLabelText('账户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
  });

  it('shows the pending-review message of an account not yet approved', async () => {
    mockDb.current.accounts.push({
      ...mockDb.current.accounts[1]!,
      username: 'pending01',
      password: 'Pend#2026',
      status: 'pending',
    });
    const user = setupUser();
    await renderAuth(['/login']);
    await user.type(await screen.findByLabelText('账户名'), 'pending01');
    await user.type(screen.getByLabelText('密码'), 'Pend#2026');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('您的账号正在审核中，请耐心等待')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says in Chinese when the network is down, once', async () => {
    mockServer.use(http.post(`${API_BASE_PATH}${API.login}`, () => HttpResponse.error()));
    const user = setupUser();
    await renderAuth(['/login']);
    await user.type(await screen.findByLabelText('账户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Admin#2026');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络连接失败，请检查网络后重试');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/Network Error/)).not.toBeInTheDocument();
  });

  describe('click guard (DECISIONS D7)', () => {
    /** Fills valid credentials with real timers, then fakes the clock for the guard. */
    async function fillAndFakeClock(password = 'Wrong#2026') {
      const user = setupUser();
      await renderAuth(['/login']);
      await user.type(await screen.findByLabelText('账户名'), 'admin');
      await user.type(screen.getByLabelText('密码'), password);
      vi.useFakeTimers();
      return screen.getByRole('button', { name: '登 录' });
    }
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    it('keeps the login button disabled 6000 ms after a click even when the answer came at once', async () => {
      const bodies = recordPosts(API.login);
      const button = await fillAndFakeClock();
      fireEvent.click(button);
      await advance(50);
      expect(bodies).toHaveLength(1);
      expect(screen.getByRole('alert')).toHaveTextContent('账号或密码错误');
      expect(button).toBeDisabled();
      fireEvent.submit(button.closest('form')!);
      await advance(5949);
      expect(button).toBeDisabled();
      expect(bodies).toHaveLength(1);
      await advance(1);
      expect(button).toBeEnabled();
      fireEvent.click(button);
      await advance(50);
      expect(bodies).toHaveLength(2);
    });

    it('keeps it disabled until a slow answer arrives, when that is later than 6000 ms', async () => {
      mockServer.use(
        http.post(`${API_BASE_PATH}${API.login}`, async () => {
          await delay(8000);
          return HttpResponse.json({ code: 10002, msg: '账号或密码错误' });
        }),
      );
      const button = await fillAndFakeClock();
      fireEvent.click(button);
      await advance(7000);
      expect(screen.getByRole('button', { name: /登 录/ })).toHaveClass('auth-button--loading');
      fireEvent.click(screen.getByRole('button', { name: /登 录/ }));
      await advance(999);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await advance(1);
      expect(screen.getByRole('alert')).toHaveTextContent('账号或密码错误');
      expect(screen.getByRole('button', { name: '登 录' })).toBeEnabled();
    });
  });

  it('prefills the remembered account and phone', async () => {
    Cookies.set(COOKIE_KEYS.account, 'enterprise01');
    Cookies.set(COOKIE_KEYS.phone, '13800000001');
    const user = setupUser();
    await renderAuth(['/login']);
    expect(await screen.findByLabelText('账户名')).toHaveValue('enterprise01');
    expect(await openPhoneTab(user)).toHaveValue('13800000001');
  });

  it('resets the form when switching tabs', async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    await user.type(await screen.findByLabelText('账户名'), 'someone');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    const phone = await openPhoneTab(user);
    expect(phone).toHaveValue('');
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
    await user.type(phone, '138');
    await user.click(screen.getByRole('tab', { name: '账号密码登录' }));
    expect(await screen.findByLabelText('账户名')).toHaveValue('');
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '手机验证码登录' }));
    expect(await screen.findByLabelText('手机号')).toHaveValue('');
  });

  it('moves between the tabs with the arrow keys and shows the focused one with Enter, as antd tabs do', async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    const passwordTab = await screen.findByRole('tab', { name: '账号密码登录' });
    const phoneTab = screen.getByRole('tab', { name: '手机验证码登录' });
    expect(passwordTab).toHaveAttribute('tabindex', '0');
    expect(phoneTab).toHaveAttribute('tabindex', '-1');
    passwordTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(phoneTab).toHaveFocus();
    expect(passwordTab).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(phoneTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('手机号')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(passwordTab).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByLabelText('账户名')).toBeInTheDocument();
  });

  it('shows and hides the password with its switch', async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    const password = await screen.findByLabelText('密码');
    await user.type(password, 'Secret#1');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '隐藏' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveValue('Secret#1');
  });

  it('checks the phone before sending a code', async () => {
    const user = setupUser();
    const bodies = recordPosts(API.smsSend);
    await renderAuth(['/login']);
    const phone = await openPhoneTab(user);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await user.type(phone, '12345678901');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('sends the SMS code with type 2 and counts down 60 s before offering a resend', async () => {
    const user = setupWithFakeTimers();
    const bodies = recordPosts(API.smsSend);
    await renderAuth(['/login']);
    const phone = await openPhoneTab(user);
    await user.type(phone, '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: '60s后重新发送' });
    expect(counting).toBeDisabled();
    expect(bodies).toEqual([{ phone: '13800000001', type: 2 }]);
    expect(screen.getByText('发送成功')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('button', { name: '1s后重新发送' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const resend = screen.getByRole('button', { name: '重新发送验证码' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByRole('button', { name: '60s后重新发送' })).toBeDisabled();
    expect(bodies).toHaveLength(2);
  });

  it('does not start the countdown when the SMS send fails', async () => {
    mockServer.use(
      http.post(`${API_BASE_PATH}${API.smsSend}`, () =>
        HttpResponse.json({ code: 10006, msg: '发送过于频繁，请稍后再试' }, { status: 429 }),
      ),
    );
    const user = setupWithFakeTimers();
    await renderAuth(['/login']);
    await user.type(await openPhoneTab(user), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('发送过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.queryByText(/s后重新发送/)).not.toBeInTheDocument();
  });

  it('logs in with phone and code and goes to the redirect target', async () => {
    const user = setupUser();
    const bodies = recordPosts(API.login);
    await renderAuth([LOGIN_WITH_REDIRECT]);
    const phone = await openPhoneTab(user);
    const button = screen.getByRole('button', { name: '登 录' });
    await user.type(phone, '13800000001');
    expect(button).not.toHaveClass('auth-submit--active');
    await user.click(button);
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('验证码'), '123456');
    expect(button).toHaveClass('auth-submit--active');
    await user.click(button);
    expect(await currentLocation()).toBe('/homepage/homepage?a=1');
    expect(bodies).toEqual([{ phone: '13800000001', code: '123456', autoLogin: true }]);
    expect(Cookies.get(COOKIE_KEYS.phone)).toBe('13800000001');
  });

  it('shows a wrong-code message from the server', async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    await user.type(await openPhoneTab(user), '13800000001');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
  });

  it('only alerts for WeChat and QQ sign-in', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = setupUser();
    await renderAuth(['/login']);
    await user.click(await screen.findByRole('button', { name: '微信登录' }));
    await user.click(screen.getByRole('button', { name: 'QQ登录' }));
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert.mock.calls[0]?.[0]).toMatch(/即将开放/);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    alert.mockRestore();
  });

  it('links to registration and password reset', async () => {
    const user = setupUser();
    await renderAuth(['/login']);
    await user.click(await screen.findByRole('link', { name: '立即注册' }));
    expect(await screen.findByRole('heading', { name: '用户注册' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '返回登录' }));
    await user.click(await screen.findByRole('link', { name: '忘记密码？' }));
    const heading = await screen.findByRole('heading', { name: '找回密码' });
    // The form arrives after the card (a lazy part).
    expect(await within(heading.closest('section')!).findByLabelText('邮箱')).toBeInTheDocument();
  });
});
