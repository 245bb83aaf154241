/**
 * The development accounts and their passwords, published in the README (DECISIONS D4): a development server seeds
 * them, and production refuses to start while any of them still signs in with its published password (D13).
 */
export const DEV_ADMIN_PASSWORD = 'Admin#2026';

export const DEV_ACCOUNTS = {
  reviewer: { username: 'reviewer', password: 'Review#2026', orgName: '星桥高新区人才服务中心' },
  enterprise: {
    username: 'enterprise01',
    password: 'Demo#2026',
    orgName: '杭州云杉智造科技有限公司',
    email: 'enterprise01@example.com',
    phone: '13800000001',
  },
} as const;

/** Every password the README publishes. */
export const PUBLISHED_PASSWORDS: readonly string[] = [
  DEV_ADMIN_PASSWORD,
  DEV_ACCOUNTS.reviewer.password,
  DEV_ACCOUNTS.enterprise.password,
];
