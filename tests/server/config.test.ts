import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cellsOf, configTable, README_PATH, tableIn, undescribedSettings } from '../../scripts/docs-config';
import { ConfigError, loadConfig } from '../../server/src/config';
import { writeKeyFile } from '../../server/src/modules/chain/keys';

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
      mailClaimMs: 60_000,
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
      PUBLIC_URL: 'https://rencai.example.gov.cn/',
      METRICS_TOKEN: 'scrape-token-0123456789',
      BACKUP_DIR: '/var/backups/xq',
      RATE_LIMIT_LEADS_PER_MIN: '5000',
      MAIL_CLAIM_SECONDS: '90',
      PGLITE_SHARED_BUFFERS_MB: '256',
      LEDGER_KEY_FILE,
      LEDGER_WITNESSES: WITNESS_VKEY,
      LEDGER_CHECKPOINT_TO: 'audit@park.example.org',
      DATABASE_MIGRATE_URL: 'postgres://owner:p@db:5432/xq',
    });
    expect(config).toMatchObject({
      ledgerKeyFile: LEDGER_KEY_FILE,
      ledgerWitnesses: [WITNESS_VKEY],
      ledgerCheckpointTo: ['audit@park.example.org'],
      databaseMigrateUrl: 'postgres://owner:p@db:5432/xq',
      isProduction: true,
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/xq',
      leadsTo: ['a@example.com', 'b@example.com'],
      smsDriver: 'webhook',
      adminUsername: 'root2026',
      adminPassword: 'Strong#2026',
      rateLimits: { leadsPerMin: 5000, loginPerMin: 30, codesPerMin: 10 },
      mailClaimMs: 90_000,
      pgliteSharedBuffersMb: 256,
      publicUrl: 'https://rencai.example.gov.cn',
      metricsToken: 'scrape-token-0123456789',
      backupDir: '/var/backups/xq',
    });
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(128);
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
        MAIL_CLAIM_SECONDS: '-5',
        PGLITE_SHARED_BUFFERS_MB: '4',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'PORT',
      'SMS_DRIVER',
      'LEADS_TO',
      'DATABASE_URL',
      'RATE_LIMIT_LOGIN_PER_MIN',
      'MAIL_CLAIM_SECONDS',
      'PGLITE_SHARED_BUFFERS_MB',
    ])
      expect(message).toContain(`- ${name}:`);
  });

  it('refuses production without an admin password, and a webhook without its URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD: is required in production/);
    expect(() => loadConfig({ SMS_DRIVER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL: is required when SMS_DRIVER=webhook/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be 6-20 characters/);
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses/CIDRs (D10)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });
});

/** The lines of the one error a configuration gives, or [] when it is accepted. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n').slice(1);
  }
}

/** A ledger key outside every DATA_DIR (D12). */
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-config-key-'));
const LEDGER_KEY_FILE = path.join(keyDir, 'ledger.key');
writeKeyFile(LEDGER_KEY_FILE, 'config.test.example.org/ledger');
const WITNESS_VKEY = writeKeyFile(path.join(keyDir, 'witness.key'), 'witness.example.org/w1', 0x04).vkey;
afterAll(() => fs.rmSync(keyDir, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: 'production',
  LEDGER_KEY_FILE,
  HOST: '0.0.0.0',
  ADMIN_PASSWORD: 'Strong#2026',
  SMTP_URL: 'smtp://mail:25',
  SMS_DRIVER: 'webhook',
  SMS_WEBHOOK_URL: 'http://sms.local/send',
  PUBLIC_URL: 'https://rencai.example.gov.cn',
};

describe('unsafe settings refused, one message each (D10)', () => {
  it('a complete production configuration starts', () => {
    expect(problems(PRODUCTION)).toEqual([]);
  });

  it('TRUST_PROXY that trusts everything', () => {
    for (const value of ['true', 'TRUE', '*', 'all'])
      expect(problems({ TRUST_PROXY: value })).toEqual([
        `  - TRUST_PROXY: "${value}" would trust every X-Forwarded-For hop, so any client could choose its own IP and escape the rate limits; give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)`,
      ]);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33,10.0.0.1' })).toEqual([
      '  - TRUST_PROXY: must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs; not understood: 10.0.0.0/33',
    ]);
    expect(problems({ TRUST_PROXY: 'proxy.local' })[0]).toContain('not understood: proxy.local');
  });

  const narrower = "list the proxies' own addresses (e.g. 10.0.0.5) or the hop count (e.g. 1)";
  const wideIpv4 = (entry: string) =>
    `  - TRUST_PROXY: ${entry} is wider than /8, so clients in it could choose their own IP; ${narrower}, or a range of /8 or narrower (e.g. 10.0.0.0/8)`;
  const wideIpv6 = (entry: string) =>
    `  - TRUST_PROXY: ${entry} is wider than /32, so clients in it could choose their own IP; ${narrower}, or an IPv6 range of /32 or narrower (e.g. fd00:1234::/48)`;
  const mapped = (entry: string) =>
    `  - TRUST_PROXY: ${entry} holds IPv4-mapped addresses wider than an IPv4 /8, so clients in it could choose their own IP; ${narrower}, or an IPv4 range of /8 or narrower (e.g. 10.0.0.0/8)`;
  const hops = (count: string) =>
    `  - TRUST_PROXY: a hop count of ${count} would believe addresses that clients write themselves; set the number of proxies in front of the server (1 to 5, usually 1), or list their addresses`;

  it.each([
    ['0.0.0.0/1,128.0.0.0/1', [wideIpv4('0.0.0.0/1'), wideIpv4('128.0.0.0/1')]],
    ['0.0.0.0/0,10.0.0.1', [wideIpv4('0.0.0.0/0')]],
    ['10.0.0.0/7', [wideIpv4('10.0.0.0/7')]],
    ['::/1,8000::/1', [mapped('::/1'), wideIpv6('8000::/1')]],
    ['::/0', [mapped('::/0')]],
    ['2001:db8::/31', [wideIpv6('2001:db8::/31')]],
    ['::ffff:0:0/96', [mapped('::ffff:0:0/96')]],
    ['::ffff:0.0.0.0/96', [mapped('::ffff:0.0.0.0/96')]],
    ['::ffff:0:0/95', [mapped('::ffff:0:0/95')]],
    ['::/64', [mapped('::/64')]],
    ['::/32', [mapped('::/32')]],
    ['::ffff:0:0/100', [mapped('::ffff:0:0/100')]],
    ['99', [hops('99')]],
    ['6', [hops('6')]],
  ])('TRUST_PROXY=%s is refused, saying what to set', (value, expected) => {
    expect(problems({ TRUST_PROXY: value })).toEqual(expected);
  });

  it.each([
    ['5', 5],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['2001:db8::/32', ['2001:db8::/32']],
    ['fd00:1234::/48,::1', ['fd00:1234::/48', '::1']],
    ['::ffff:10.0.0.0/104', ['::ffff:10.0.0.0/104']],
    ['::ffff:10.0.0.5', ['::ffff:10.0.0.5']],
    ['192.168.1.0/24,loopback', ['192.168.1.0/24', 'loopback']],
  ])('TRUST_PROXY=%s is accepted', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('production with the console SMS driver, unless ALLOW_CONSOLE_SMS=1', () => {
    const expected = [
      '  - SMS_DRIVER: production needs SMS_DRIVER=webhook and SMS_WEBHOOK_URL (the console driver sends no SMS, it only writes them under DATA_DIR/sms); set ALLOW_CONSOLE_SMS=1 to start anyway',
    ];
    expect(problems({ ...PRODUCTION, SMS_DRIVER: 'console' })).toEqual(expected);
    expect(problems({ ...PRODUCTION, SMS_DRIVER: '', SMS_WEBHOOK_URL: '' })).toEqual(expected);
    expect(problems({ ...PRODUCTION, SMS_DRIVER: 'console', ALLOW_CONSOLE_SMS: '1' })).toEqual([]);
  });

  it('production without SMTP_URL, unless ALLOW_EML_OUTBOX=1', () => {
    expect(problems({ ...PRODUCTION, SMTP_URL: '' })).toEqual([
      '  - SMTP_URL: is required in production (without it no mail leaves the server, it is only written as .eml files under DATA_DIR/outbox); set ALLOW_EML_OUTBOX=1 to start anyway',
    ]);
    expect(problems({ ...PRODUCTION, SMTP_URL: '', ALLOW_EML_OUTBOX: '1' })).toEqual([]);
  });

  it('development on a non-loopback HOST, unless ALLOW_PUBLIC_DEV=1', () => {
    for (const env of [{}, { NODE_ENV: 'test' }])
      expect(problems({ ...env, HOST: '0.0.0.0' })).toEqual([
        '  - HOST: 0.0.0.0 is not a loopback address, and outside production the server seeds development accounts whose passwords are published; set NODE_ENV=production, or ALLOW_PUBLIC_DEV=1 to expose a development server anyway',
      ]);
    expect(problems({ HOST: '192.168.1.20' })[0]).toMatch(/^ {2}- HOST: 192\.168\.1\.20 is not a loopback address/);
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) expect(problems({ HOST: host })).toEqual([]);
    expect(problems({ HOST: '0.0.0.0', ALLOW_PUBLIC_DEV: '1' })).toEqual([]);
  });

  it('a common admin password', () => {
    expect(problems({ ...PRODUCTION, ADMIN_PASSWORD: 'Admin123' })).toEqual([
      '  - ADMIN_PASSWORD: 密码过于常见，容易被猜中，请换一个更复杂的密码 (too common or easy to guess)',
    ]);
    expect(problems({ ADMIN_USERNAME: 'operator1', ADMIN_PASSWORD: 'operator1#' })[0]).toMatch(
      /^ {2}- ADMIN_PASSWORD: /,
    );
  });

  it('production without the ledger key, or with it inside DATA_DIR, says what to do in Chinese and English (D12)', () => {
    const { LEDGER_KEY_FILE: _key, ...withoutKey } = PRODUCTION;
    const advice =
      '：运行 npm run ledger:keygen -- --out /etc/xingqiao/ledger.key 并设置 LEDGER_KEY_FILE=/etc/xingqiao/ledger.key（DATA_DIR 之外） / ';
    expect(problems(withoutKey)).toEqual([
      `  - LEDGER_KEY_FILE: 生产环境需要账本签名密钥${advice}production needs the ledger signing key: run npm run ledger:keygen -- --out /etc/xingqiao/ledger.key and set LEDGER_KEY_FILE=/etc/xingqiao/ledger.key (outside DATA_DIR)`,
    ]);
    expect(problems({ ...PRODUCTION, DATA_DIR: keyDir })[0]).toMatch(
      /^ {2}- LEDGER_KEY_FILE: 账本签名密钥不能放在 DATA_DIR 内：.* \/ the ledger key must not be inside DATA_DIR: run/,
    );
    expect(problems({ ...PRODUCTION, LEDGER_KEY_FILE: path.join(keyDir, 'missing.key') })[0]).toContain('找不到');
    expect(problems({ ...PRODUCTION, LEDGER_WITNESSES: 'not-a-key' })[0]).toMatch(/^ {2}- LEDGER_WITNESSES: must be/);
  });

  it('every refusal at once, one line each', () => {
    const settings = problems({ NODE_ENV: 'production', TRUST_PROXY: 'true', ADMIN_PASSWORD: 'abc123' }).map(
      (line) => /^ {2}- (\w+):/.exec(line)?.[1],
    );
    expect(settings.sort()).toEqual(
      ['ADMIN_PASSWORD', 'LEDGER_KEY_FILE', 'PUBLIC_URL', 'SMS_DRIVER', 'SMTP_URL', 'TRUST_PROXY'].sort(),
    );
  });
});

describe('production refusals of D13, one Chinese/English line each saying what to do', () => {
  it('production without PUBLIC_URL: links in mails are built from it, never from a request', () => {
    const expected = [
      '  - PUBLIC_URL: 生产环境必须设置访客打开的地址，邮件中的链接（设置密码、激活、重置）由它生成，例如 PUBLIC_URL=https://rencai.example.gov.cn / is required in production: links in mails (set-password, activation, reset) are built from it',
    ];
    expect(problems({ ...PRODUCTION, PUBLIC_URL: undefined })).toEqual(expected);
    expect(problems({ ...PRODUCTION, PUBLIC_URL: '' })).toEqual(expected);
    // Development falls back to the server's own address (tests/server/admin-users.test.ts).
    expect(problems({ PUBLIC_URL: '' })).toEqual([]);
  });

  it('an ADMIN_PASSWORD the README publishes as a development password', () => {
    for (const password of ['Admin#2026', 'Review#2026', 'Demo#2026'])
      expect(problems({ ...PRODUCTION, ADMIN_PASSWORD: password })).toContain(
        '  - ADMIN_PASSWORD: 这是 README 公开的开发密码，请换一个 / is a development password published in the README: choose another',
      );
  });
});

describe("README's configuration reference", () => {
  it('every setting in server/src/config.ts has a description (.describe)', () => {
    expect(undescribedSettings(), "add .describe('…') to these settings in server/src/config.ts").toEqual([]);
  });

  it('README.md holds the table the schema gives (npm run docs:config writes it)', () => {
    const readme = fs.readFileSync(README_PATH, 'utf8');
    const written = cellsOf(configTable());
    expect(written.map((row) => row[0])).toContain('`PUBLIC_URL`');
    expect(
      cellsOf(tableIn(readme)),
      "README.md's configuration table differs from server/src/config.ts: run `npm run docs:config`",
    ).toEqual(written);
  });
});
