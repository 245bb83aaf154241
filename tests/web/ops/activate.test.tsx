import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/contracts/accounts';
import { WEAK_PASSWORD_MESSAGE } from '@/contracts/auth';
import { API } from '@/contracts/paths';
import { MOCK_ACTIVATION_TOKEN, MOCK_EXPIRED_TOKEN } from '@/mocks/handlers/accounts';
import { recordPosts, renderAuth, setupUser } from '../support/render-auth';

type User = ReturnType<typeof setupUser>;

async function fill(user: User, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

const submit = () => screen.getByRole('button', { name: '设置密码' });

describe('/activate?token= (set-password link of a created account)', { timeout: 60_000 }, () => {
  it('applies the SPEC password rules and shows the refusal of a common password under the field', async () => {
    const user = setupUser();
    const posts = recordPosts(API.userActivate);
    await renderAuth([`/activate?token=${MOCK_ACTIVATION_TOKEN}`]);
    expect(await screen.findByRole('heading', { name: '设置登录密码' })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入密码')).toBeInTheDocument();
    for (const id of ['#activate-password', '#activate-repassword'])
      expect(document.querySelector(id)?.closest('.auth-input')).toHaveClass('auth-input--error');

    await fill(user, '新密码', 'abcdefg');
    await fill(user, '确认密码', 'abcdefh');
    await user.click(submit());
    expect(await screen.findByText('密码由6-20位字符，字母、数字及符号至少包含2种')).toBeInTheDocument();
    expect(screen.getByText('两次输入密码不一致!')).toBeInTheDocument();
    expect(posts).toEqual([]);

    // A common password is refused by the server and said under the field.
    await fill(user, '新密码', 'Aa123456');
    await fill(user, '确认密码', 'Aa123456');
    await user.click(submit());
    expect(await screen.findAllByText(WEAK_PASSWORD_MESSAGE)).not.toHaveLength(0);
    expect(document.querySelector('#activate-password')?.closest('.auth-field')).toHaveTextContent(
      WEAK_PASSWORD_MESSAGE,
    );
    expect(submit()).toBeDisabled();
  });

  it('sets the password and goes to /login with the success message', async () => {
    const user = setupUser();
    const posts = recordPosts(API.userActivate);
    const { router } = await renderAuth([`/activate?token=${MOCK_ACTIVATION_TOKEN}`]);
    await screen.findByLabelText('新密码');
    await fill(user, '新密码', 'Xq#review2026');
    await fill(user, '确认密码', 'Xq#review2026');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('密码设置成功，请使用新密码登录')).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({ token: MOCK_ACTIVATION_TOKEN, password: 'Xq#review2026' });
  });

  it('says an expired link is expired and offers no form', async () => {
    const user = setupUser();
    await renderAuth([`/activate?token=${MOCK_EXPIRED_TOKEN}`]);
    await screen.findByLabelText('新密码');
    await fill(user, '新密码', 'Xq#review2026');
    await fill(user, '确认密码', 'Xq#review2026');
    await user.click(submit());
    // The toast of the request layer and the card both say it.
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.linkExpired)).toHaveLength(2);
    expect(screen.queryByLabelText('新密码')).toBeNull();
    expect(screen.getByRole('link', { name: '直接登录' })).toHaveAttribute('href', '/login');
  });

  it('says a link without its token is incomplete', async () => {
    await renderAuth(['/activate']);
    expect(await screen.findByText('链接无效，请打开邮件中的完整链接')).toBeInTheDocument();
    expect(screen.queryByLabelText('新密码')).toBeNull();
  });
});
