import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@/mocks/node';
import { api } from '@/mocks/respond';
import { getData, postData } from '@/lib/request';
import { ApiError, NO_RESPONSE_CODE, REQUEST_TIMEOUT_MS, transportMessage } from '@/lib/request-errors';
import { http as client } from '@/lib/http';
import { useNotifyStore } from '@/lib/notify';
import { COOKIE_KEYS, setToken } from '@/lib/cookies';
import { LOADING_CLOSE_DELAY_MS, useLoadingStore } from '@/lib/loading';
import { useUserStore } from '@/stores/user';
import Cookies from 'js-cookie';

const toasts = () =>
  useNotifyStore.getState().toasts.map((toast) => ({ kind: toast.kind, text: toast.text, ms: toast.durationMs }));

function answer(path: string, body: object, status = 200) {
  mockServer.use(http.get(api(path), () => HttpResponse.json(body, { status })));
}

describe('request layer', () => {
  afterEach(() => vi.useRealTimers());

  it('has a 50 s timeout, JSON and the API base', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(client.defaults.timeout).toBe(50_000);
    expect(client.defaults.baseURL).toBe('/shangchain/bsnApi');
  });

  it('resolves code 0 with data and sends the Bearer token', async () => {
    let seen: string | null = null;
    mockServer.use(
      http.get(api('/probe'), ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ code: 0, msg: 'ok', data: { n: 7 } });
      }),
    );
    setToken('abc123', false);
    await expect(getData('/probe')).resolves.toEqual({ n: 7 });
    expect(seen).toBe('Bearer abc123');
    expect(toasts()).toEqual([]);
  });

  it('sends no Authorization header without a token', async () => {
    let seen: string | null = 'unset';
    mockServer.use(
      http.get(api('/probe'), ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ code: 0, msg: 'ok' });
      }),
    );
    await getData('/probe');
    expect(seen).toBeNull();
  });

  it('toasts a non-zero code in red for 5 s with msg, or Error when empty, and rejects', async () => {
    answer('/probe', { code: 10001, msg: '姓名：请输入姓名' }, 400);
    const error = await getData('/probe').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(10001);
    expect(toasts()).toEqual([{ kind: 'error', text: '姓名：请输入姓名', ms: 5000 }]);
  });

  it("shows 'Error' when msg is empty", async () => {
    answer('/probe', { code: 10009, msg: '' });
    await expect(getData('/probe')).rejects.toBeInstanceOf(ApiError);
    expect(toasts()).toEqual([{ kind: 'error', text: 'Error', ms: 5000 }]);
  });

  it('suppresses repeated toasts in a run of errors and resets on the next success', async () => {
    answer('/probe', { code: 10006, msg: '请求过于频繁，请稍后再试' }, 429);
    await getData('/probe').catch(() => undefined);
    await getData('/probe').catch(() => undefined);
    await getData('/probe').catch(() => undefined);
    expect(toasts()).toHaveLength(1);
    answer('/probe', { code: 0, msg: 'ok' });
    await getData('/probe');
    answer('/probe', { code: 10006, msg: '请求过于频繁，请稍后再试' }, 429);
    await getData('/probe').catch(() => undefined);
    expect(toasts()).toHaveLength(2);
  });

  it('reads code and msg from the body whatever the HTTP status', async () => {
    answer('/probe', { code: 0, msg: 'ok', data: 1 }, 500);
    await expect(getData('/probe')).resolves.toBe(1);
  });

  it('a silentError call neither toasts nor counts', async () => {
    answer('/probe', { code: 10002, msg: '账号或密码错误' });
    await expect(getData('/probe', undefined, { silentError: true })).rejects.toMatchObject({ code: 10002 });
    expect(toasts()).toEqual([]);
    answer('/probe', { code: 10002, msg: '账号或密码错误' });
    await getData('/probe').catch(() => undefined);
    expect(toasts()).toHaveLength(1);
  });

  it('10004 clears the token and goes to /login once in a run of errors', async () => {
    setToken('expired', true);
    useUserStore.setState({ token: 'expired', roles: ['enterprise'] });
    window.location.hash = '#/homepage/homepage?tab=2';
    answer('/probe', { code: 10004, msg: '登录已过期，请重新登录' }, 401);
    const calls = await Promise.allSettled([getData('/probe'), getData('/probe'), getData('/probe')]);
    expect(calls.every((call) => call.status === 'rejected')).toBe(true);
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
    expect(useUserStore.getState().token).toBe('');
    expect(useUserStore.getState().roles).toEqual([]);
    expect(window.location.hash).toBe(`#/login?redirect=${encodeURIComponent('/homepage/homepage?tab=2')}`);
    expect(toasts()).toEqual([{ kind: 'error', text: '登录已过期，请重新登录', ms: 5000 }]);
  });

  it('a silentError call answering 10004 still ends the session and goes to /login (D14)', async () => {
    setToken('expired', true);
    useUserStore.setState({ token: 'expired', roles: ['enterprise'] });
    window.location.hash = '#/rewardapply/rewardapply';
    answer('/probe', { code: 10004, msg: '登录已过期，请重新登录' }, 401);
    await expect(getData('/probe', undefined, { silentError: true })).rejects.toMatchObject({ code: 10004 });
    expect(Cookies.get(COOKIE_KEYS.token)).toBeUndefined();
    expect(useUserStore.getState().token).toBe('');
    expect(window.location.hash).toBe(`#/login?redirect=${encodeURIComponent('/rewardapply/rewardapply')}`);
    expect(toasts()).toEqual([{ kind: 'error', text: '登录已过期，请重新登录', ms: 5000 }]);
  });

  it('a sessionOptional call answering 10004 leaves it to the caller: no toast, no redirect', async () => {
    setToken('expired', true);
    useUserStore.setState({ token: 'expired', roles: ['enterprise'] });
    window.location.hash = '#/talent';
    answer('/probe', { code: 10004, msg: '登录已过期，请重新登录' }, 401);
    await getData('/probe', undefined, { silentError: true, sessionOptional: true }).catch(() => undefined);
    expect(window.location.hash).toBe('#/talent');
    expect(toasts()).toEqual([]);
  });

  it("a network error toasts in Chinese for 5 s and rejects, never with axios's English", async () => {
    mockServer.use(http.get(api('/probe'), () => HttpResponse.error()));
    const error = await getData('/probe').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '网络连接失败，请检查网络后重试', transport: true, code: NO_RESPONSE_CODE });
    expect(toasts()).toEqual([{ kind: 'error', text: '网络连接失败，请检查网络后重试', ms: 5000 }]);
  });

  // MSW's XMLHttpRequest mock does not implement `timeout`; axios's fetch adapter times out with a timer of its own
  // (faked here). The browser's XHR adapter fails with ECONNABORTED instead, mapped the same way (next test).
  // Node's fetch needs an absolute URL (the browser resolves the relative base itself).
  const FETCH = { adapter: 'fetch', baseURL: new URL('/shangchain/bsnApi', window.location.href).href } as const;

  it('a call unanswered for 50 s times out with a Chinese message (fake clock)', async () => {
    vi.useFakeTimers();
    mockServer.use(
      http.get(api('/probe'), async () => {
        await delay(REQUEST_TIMEOUT_MS + 10_000);
        return HttpResponse.json({ code: 0, msg: 'ok' });
      }),
    );
    let settled: unknown = 'pending';
    const call = getData('/probe', undefined, FETCH).then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    expect(toasts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBeInstanceOf(ApiError);
    expect(settled).toMatchObject({ message: '请求超时，请稍后重试', transport: true, code: NO_RESPONSE_CODE });
    expect(toasts()).toEqual([{ kind: 'error', text: '请求超时，请稍后重试', ms: 5000 }]);
  });

  it('maps every axios failure code to Chinese', () => {
    expect(transportMessage({ code: 'ECONNABORTED' })).toBe('请求超时，请稍后重试');
    expect(transportMessage({ code: 'ETIMEDOUT' })).toBe('请求超时，请稍后重试');
    expect(transportMessage({ code: 'ERR_NETWORK' })).toBe('网络连接失败，请检查网络后重试');
    expect(transportMessage({})).toBe('网络连接失败，请检查网络后重试');
    expect(transportMessage({ code: 'ERR_BAD_RESPONSE', status: 500 })).toBe('服务器繁忙，请稍后再试');
  });

  it.each([
    [502, '服务器繁忙，请稍后再试'],
    [503, '服务器繁忙，请稍后再试'],
    [404, '服务器繁忙，请稍后再试'],
    [413, '提交的内容过大，请精简后重试'],
    [429, '请求过于频繁，请稍后再试'],
  ])('an HTTP %i without an envelope (a proxy page) says %s', async (status, text) => {
    mockServer.use(
      http.get(api('/probe'), () => new HttpResponse('<html><body>Bad Gateway</body></html>', { status })),
    );
    const error = await getData('/probe').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: status, message: text, transport: true });
    expect(toasts()).toEqual([{ kind: 'error', text, ms: 5000 }]);
  });

  it('silentError is honoured on every branch: code, network, HTTP error page and timeout', async () => {
    const quiet = { silentError: true };
    answer('/probe', { code: 10001, msg: '姓名：请输入姓名' }, 400);
    await expect(getData('/probe', undefined, quiet)).rejects.toMatchObject({ code: 10001, transport: false });
    mockServer.use(http.get(api('/probe'), () => HttpResponse.error()));
    await expect(getData('/probe', undefined, quiet)).rejects.toMatchObject({
      message: '网络连接失败，请检查网络后重试',
    });
    mockServer.use(http.get(api('/probe'), () => new HttpResponse('Bad Gateway', { status: 502 })));
    await expect(getData('/probe', undefined, quiet)).rejects.toMatchObject({ message: '服务器繁忙，请稍后再试' });
    vi.useFakeTimers();
    mockServer.use(
      http.get(api('/probe'), async () => {
        await delay(REQUEST_TIMEOUT_MS + 1000);
        return HttpResponse.json({ code: 0, msg: 'ok' });
      }),
    );
    const late = getData('/probe', undefined, { ...quiet, ...FETCH }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await late).toMatchObject({ message: '请求超时，请稍后重试' });
    expect(toasts()).toEqual([]);
  });

  it('a cancelled call rejects without a toast', async () => {
    mockServer.use(
      http.get(api('/probe'), async () => {
        await delay(1000);
        return HttpResponse.json({ code: 0, msg: 'ok' });
      }),
    );
    const controller = new AbortController();
    const call = getData('/probe', undefined, { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await call).toMatchObject({ message: '请求已取消', transport: true });
    expect(toasts()).toEqual([]);
  });

  it("keeps an empty server msg empty on the error (the toast says 'Error')", async () => {
    answer('/probe', { code: 50000, msg: '' }, 500);
    await expect(getData('/probe')).rejects.toMatchObject({ code: 50000, message: '' });
    expect(toasts()).toEqual([{ kind: 'error', text: 'Error', ms: 5000 }]);
  });

  it('the loading overlay counts outstanding calls and closes 300 ms after the last one', async () => {
    expect(LOADING_CLOSE_DELAY_MS).toBe(300);
    mockServer.use(
      http.post(api('/slow'), async () => {
        await delay(400);
        return HttpResponse.json({ code: 0, msg: 'ok' });
      }),
    );
    const first = postData('/slow');
    const second = postData('/slow');
    await vi.waitFor(() => expect(useLoadingStore.getState().pending).toBe(2), { interval: 5 });
    expect(useLoadingStore.getState().visible).toBe(true);
    await first;
    expect(useLoadingStore.getState().pending).toBe(1);
    await second;
    expect(useLoadingStore.getState().pending).toBe(0);
    // Still visible right after the last answer; gone once the 300 ms close delay has passed.
    expect(useLoadingStore.getState().visible).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(useLoadingStore.getState().visible).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it('the loading overlay is closed exactly at 300 ms (fake clock) and can be suppressed or targeted', () => {
    vi.useFakeTimers();
    const store = useLoadingStore.getState();
    store.begin('#panel');
    expect(useLoadingStore.getState().target).toBe('#panel');
    store.end();
    vi.advanceTimersByTime(299);
    expect(useLoadingStore.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useLoadingStore.getState().visible).toBe(false);
  });

  it('silentLoading keeps the overlay off', async () => {
    mockServer.use(http.get(api('/probe'), () => HttpResponse.json({ code: 0, msg: 'ok' })));
    const pending = getData('/probe', undefined, { silentLoading: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useLoadingStore.getState().pending).toBe(0);
    await pending;
    expect(useLoadingStore.getState().visible).toBe(false);
  });
});
