import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';

describe('auth routes in the app route tree', () => {
  it('serves /login with its page title', async () => {
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/login'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '欢迎登录' })).toBeInTheDocument();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('登录 - 星桥链数'));
    // The sign-in form is a lazy part of the page: it arrives after the card.
    expect(await screen.findByRole('checkbox', { name: '自动登录' })).toBeChecked();
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forgetpwd');
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register');
  });

  it.each([
    ['/register', '用户注册', '注册 - 星桥链数'],
    ['/forgetpwd', '找回密码', '忘记密码 - 星桥链数'],
  ])('serves %s', async (path, heading, title) => {
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(title));
  });
});
