/**
 * The MSW handlers of the operations console follow the server's contract, so that the pages can be built
 * against them (npm run dev:mock) and tested with them.
 */
import { describe, expect, it } from 'vitest';
import { API, API_BASE_PATH } from '@/contracts/paths';
import { MOCK_ACTIVATION_TOKEN, MOCK_EXPIRED_TOKEN, mockSetPasswordToken } from '@/mocks/handlers/accounts';

async function call(path: string, options: { token?: string; body?: unknown; query?: string } = {}) {
  const response = await fetch(new URL(`${API_BASE_PATH}${path}${options.query ?? ''}`, location.origin), {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as { code: number; msg: string; data?: never };
}
async function login(username: string, password: string): Promise<string> {
  const body = await call(API.login, { body: { username, password } });
  expect(body.code, body.msg).toBe(0);
  return (body.data as unknown as { token: string }).token;
}

describe('operations console mocks', () => {
  it('accounts: admin creates a reviewer, the link sets its password once, disabling ends its session', async () => {
    const admin = await login('admin', 'Admin#2026');
    expect((await call(API.adminUsersList, { token: await login('enterprise01', 'Demo#2026') })).code).toBe(10005);
    const created = await call(API.adminUsersCreate, {
      token: admin,
      body: { username: 'rev09', orgName: '人才服务中心', email: 'rev09@example.com', role: 'reviewer' },
    });
    expect(created).toMatchObject({ code: 0, msg: '账号已创建，设置密码链接已发送到其邮箱' });
    const id = (created.data as unknown as { id: number }).id;
    const listed = await call(API.adminUsersList, { token: admin, query: '?keywords=rev09' });
    expect(listed.data).toMatchObject({ total: 1, list: [{ id, role: 'reviewer', activated: false }] });
    const token = mockSetPasswordToken('rev09@example.com')!;
    expect((await call(API.userActivate, { body: { token, password: 'Qiao#Lin2026' } })).code).toBe(0);
    expect((await call(API.userActivate, { body: { token, password: 'Qiao#Lin2026' } })).code).toBe(10008);
    expect((await call(API.userActivate, { body: { token: MOCK_EXPIRED_TOKEN, password: 'Qiao#Lin2026' } })).code).toBe(
      10008,
    );
    expect(
      (await call(API.userActivate, { body: { token: MOCK_ACTIVATION_TOKEN, password: 'Qiao#Lin2026' } })).code,
    ).toBe(0);
    const reviewer = await login('rev09', 'Qiao#Lin2026');
    expect((await call(API.contentList, { token: reviewer })).code).toBe(0);
    expect((await call(API.adminUsersStatus, { token: admin, body: { id, status: 'disabled' } })).code).toBe(0);
    expect((await call(API.contentList, { token: reviewer })).code).toBe(10004);
    expect((await call(API.login, { body: { username: 'rev09', password: 'Qiao#Lin2026' } })).code).toBe(10003);
    const adminId = (
      (await call(API.adminUsersList, { token: admin, query: '?role=admin' })).data as unknown as {
        list: { id: number }[];
      }
    ).list[0]!.id;
    expect(await call(API.adminUsersStatus, { token: admin, body: { id: adminId, status: 'disabled' } })).toMatchObject(
      {
        code: 10001,
      },
    );
  });

  it('content: a draft stays off the news list until published; the audit log shows the changes', async () => {
    const reviewer = await login('reviewer', 'Review#2026');
    const saved = await call(API.contentSave, {
      token: reviewer,
      body: {
        category: 5,
        title: '模拟新闻',
        html: '<h2>标题</h2><script>x</script><img src="https://evil/x.png"><p>正文</p>',
      },
    });
    expect(saved.code).toBe(0);
    const id = (saved.data as unknown as { id: number }).id;
    const titles = async () =>
      ((await call(API.newsList, { query: '?limit=100' })).data as unknown as { list: { title: string }[] }).list.map(
        (item) => item.title,
      );
    expect(await titles()).not.toContain('模拟新闻');
    expect((await call(API.newsDetail, { query: `?id=${id}` })).code).toBe(10009);
    const detail = await call(API.contentDetail, { token: reviewer, query: `?id=${id}` });
    expect((detail.data as unknown as { html: string }).html).toBe('<h2>标题</h2><p>正文</p>');
    expect((await call(API.contentPublish, { token: reviewer, body: { id, publish: true } })).code).toBe(0);
    expect(await titles()).toContain('模拟新闻');
    expect((await call(API.contentDelete, { token: reviewer, body: { id } })).code).toBe(0);
    expect(await titles()).not.toContain('模拟新闻');
    const admin = await login('admin', 'Admin#2026');
    const audit = await call(API.auditList, { token: admin, query: '?actor=reviewer&limit=100' });
    const actions = (audit.data as unknown as { list: { action: string }[] }).list.map((entry) => entry.action);
    expect(actions.slice(0, 3)).toEqual(['content.delete', 'content.publish', 'content.save']);
    expect((await call(API.auditList, { token: reviewer })).code).toBe(10005);
  });
});
