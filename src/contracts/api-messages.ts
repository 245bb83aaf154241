// Plain constants, no zod.

/** Envelope texts that the server and the MSW handlers both answer: one wording, so the mocks cannot drift. */
export const API_MESSAGES = {
  sessionExpired: '登录已过期，请重新登录',
  forbidden: '没有权限访问该功能',
} as const;
