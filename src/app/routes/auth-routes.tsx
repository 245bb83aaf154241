import type { RouteObject } from 'react-router-dom';
import { ACTIVATE_PATH, LOGIN_PATH } from '@/contracts/app-paths';

/** Login, registration and password reset (SPEC §2); the set-password page of a created account (D8). */
export const authRoutes: RouteObject[] = [
  {
    path: LOGIN_PATH,
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
  {
    path: ACTIVATE_PATH,
    handle: { title: '设置密码' },
    lazy: async () => ({ Component: (await import('@/pages/auth/activate/activate-page')).default }),
  },
];
