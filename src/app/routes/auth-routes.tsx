import type { RouteObject } from 'react-router-dom';

/** Login, registration and password reset (SPEC §2). */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    handle: { title: '登录' },
    lazy: async () => ({ Component: (await import('@/pages/auth/login/login-page')).default }),
  },
  {
    path: '/register',
    handle: { title: '注册' },
    lazy: async () => ({ Component: (await import('@/pages/auth/register/register-page')).default }),
  },
  {
    path: '/forgetpwd',
    handle: { title: '忘记密码' },
    lazy: async () => ({ Component: (await import('@/pages/auth/forget-password/forget-password-page')).default }),
  },
];
