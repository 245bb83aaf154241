import { act, fireEvent, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { COOKIE_KEYS, setToken, tokenCookieOptions } from '@/lib/cookies';
import { mockDb } from '@/mocks/db';
import { MOCK_CODE } from '@/mocks/handlers/auth';
import { totpStateOf } from '@/mocks/handlers/totp-state';
import { mockServer } from '@/mocks/node';
import { currentLocation, recordPosts, renderAuth } from '../support/render-auth';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Fills tab 1 and takes over the clock (the 6000 ms click guard of SPEC §9). */
async function fill(username: string, password: string) {
  await renderAuth(['/login']);
  fireEvent.change(await screen.findByLabelText('账户名'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } });
  vi.useFakeTimers();
  return screen.getByRole('button', { name: '登 录' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/login second steps (docs/security.md)', () => {
  it('asks for the authenticator code of a two-factor account, then signs in with it', async () => {
    totpStateOf(mockDb.current).enrolled.add('admin');
    const bodies = recordPosts(API.login);
    const button = await fill('admin', 'Admin#2026');
    fireEvent.click(button);
    await advance(50);
    expect(screen.getByRole('alert')).toHaveTextContent('请输入身份验证器中的 6 位动态码（或一个恢复码）');
    const otp = screen.getByLabelText('动态码');
    fireEvent.change(otp, { target: { value: MOCK_CODE } });
    await advance(6000);
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await advance(50);
    vi.useRealTimers();
    expect(await currentLocation()).toBe('/homepage/homepage');
    expect(bodies).toEqual([
      { username: 'admin', password: 'Admin#2026', autoLogin: true },
      { username: 'admin', password: 'Admin#2026', autoLogin: true, otp: MOCK_CODE },
    ]);
  });

  it('after many failures asks for the e-mailed or SMS code, sends it for the account, and sends it along', async () => {
    mockServer.use(
      http.post(`${API_BASE_PATH}${API.login}`, async ({ request }) => {
        const body = (await request.clone().json()) as { code?: string };
        if (body.code) return undefined;
        return HttpResponse.json({
          code: 10011,
          msg: '该账号近期登录失败次数过多，为保护账号安全，请获取验证码并与密码一同提交',
        });
      }),
    );
    const logins = recordPosts(API.login);
    const sends = recordPosts(API.loginCode);
    const button = await fill('enterprise01', 'Demo#2026');
    fireEvent.click(button);
    await advance(50);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '该账号近期登录失败次数过多，为保护账号安全，请获取验证码并与密码一同提交',
    );
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await advance(50);
    expect(sends).toEqual([{ username: 'enterprise01' }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '如该账号存在，验证码已发送至其绑定的邮箱或手机，5 分钟内有效',
    );
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: MOCK_CODE } });
    await advance(6000);
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await advance(50);
    vi.useRealTimers();
    expect(await currentLocation()).toBe('/homepage/homepage');
    expect(logins.at(-1)).toEqual({
      username: 'enterprise01',
      password: 'Demo#2026',
      autoLogin: true,
      code: MOCK_CODE,
    });
  });
});

describe('the token cookie', () => {
  it('is SameSite=Lax, and Secure when the page is served over HTTPS', () => {
    expect(tokenCookieOptions()).toEqual({ sameSite: 'Lax' });
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    expect(tokenCookieOptions()).toEqual({ sameSite: 'Lax', secure: true });
    const set = vi.spyOn(Cookies, 'set');
    setToken('t0k3n', true);
    expect(set).toHaveBeenCalledWith(COOKIE_KEYS.token, 't0k3n', { sameSite: 'Lax', secure: true, expires: 7 });
  });
});
