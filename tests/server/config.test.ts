import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', 'data'),
      staticDir: path.resolve('/srv/app', 'dist'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: '星桥链数 <noreply@xingqiao-chain.example.com>',
      leadsTo: ['leads@xingqiao-chain.example.com'],
      smsDriver: 'console',
      adminUsername: 'admin',
      adminPassword: 'Admin#2026',
      rateLimits: { leadsPerMin: 20, loginPerMin: 30, codesPerMin: 10 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/xq',
      DATABASE_URL: 'postgres://u:p@db:5432/xq',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'X <x@example.com>',
      LEADS_TO: 'a@example.com, b@example.com',
      SMS_DRIVER: 'webhook',
      SMS_WEBHOOK_URL: 'http://sms.local/send',
      ADMIN_USERNAME: 'root2026',
      ADMIN_PASSWORD: 'Strong#2026',
      RATE_LIMIT_LEADS_PER_MIN: '5000',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/xq',
      leadsTo: ['a@example.com', 'b@example.com'],
      smsDriver: 'webhook',
      adminUsername: 'root2026',
      adminPassword: 'Strong#2026',
      rateLimits: { leadsPerMin: 5000, loginPerMin: 30, codesPerMin: 10 },
    });
  });

  it('fails once, naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SMS_DRIVER: 'pigeon',
        LEADS_TO: 'not-an-address',
        DATABASE_URL: 'mysql://x',
        RATE_LIMIT_LOGIN_PER_MIN: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'SMS_DRIVER', 'LEADS_TO', 'DATABASE_URL', 'RATE_LIMIT_LOGIN_PER_MIN'])
      expect(message).toContain(`- ${name}:`);
  });

  it('refuses production without an admin password, and a webhook without its URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD: is required in production/);
    expect(() => loadConfig({ SMS_DRIVER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL: is required when SMS_DRIVER=webhook/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be 6-20 characters/);
  });
});
