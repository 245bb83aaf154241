import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_ACTIVATION_TOKEN } from '@/mocks/handlers/accounts';
import { renderAuth } from '../support/render-auth';
import { frameAsNextTask } from '../support/frames';

/** What the page showed at each animation frame: the card's title, and whether its form was there yet. */
function recordFrames(title: string, formField: string) {
  const frames: { title: boolean; form: boolean }[] = [];
  frameAsNextTask(() =>
    frames.push({
      title: screen.queryByRole('heading', { name: title }) !== null,
      form: screen.queryByLabelText(formField) !== null,
    }),
  );
  return frames;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in cards: the card first, its form after the first frame', () => {
  it.each([
    ['/login', '欢迎登录', '账户名'],
    ['/register', '用户注册', '注册类型'],
    ['/forgetpwd', '找回密码', '邮箱'],
    [`/activate?token=${MOCK_ACTIVATION_TOKEN}`, '设置登录密码', '新密码'],
  ])('%s paints its title with the placeholder, then its form', async (path, title, field) => {
    const frames = recordFrames(title, field);
    await renderAuth([path]);
    expect(await screen.findByLabelText(field)).toBeInTheDocument();
    expect(frames[0]).toEqual({ title: true, form: false });
  });
});
