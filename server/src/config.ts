import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { WEAK_PASSWORD_MESSAGE } from '#contracts/auth';
import { DEFAULT_LIST_COUNT_CAP } from '#contracts/envelope';
import { isValidAccount, isValidPassword } from '#utils/validate';
import { DEV_ADMIN_PASSWORD, PUBLISHED_PASSWORDS } from './lib/development-accounts';
import { isCommonPassword } from './lib/password-policy';

/** Empty strings in the environment count as "not set". */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const withDefault = (fallback: string) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), z.string());
const positiveInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    z.coerce.number().int('must be an integer').positive('must be a positive integer'),
  );

/** PostgreSQL's own default; PGlite zeroes the whole pool at every start, so a smaller pool starts faster. */
const PGLITE_SHARED_BUFFERS_DEFAULT_MB = 128;
const pgliteSharedBuffers = z.preprocess(
  (value) => (value === '' || value === undefined ? PGLITE_SHARED_BUFFERS_DEFAULT_MB : value),
  z.coerce.number().int('must be an integer').min(8, 'must be at least 8 (MB)').max(4096, 'must be at most 4096 (MB)'),
);

const flag = z.preprocess((value) => value === '1' || value === 'true', z.boolean());

/** Proxy-addr's named ranges, accepted by Fastify's trustProxy like addresses (private ranges only). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** D10: the widest proxy range TRUST_PROXY accepts (a proxy fleet fits in one such range; a wider one is the internet). */
const MIN_IPV4_PREFIX = 8;
const MIN_IPV6_PREFIX = 32;
/** D10: more hops than any deployment puts in front of the server lets clients write their own address. */
export const MAX_TRUST_PROXY_HOPS = 5;

function inSubnet(address: string, network: string, prefix: number): boolean {
  const list = new net.BlockList();
  list.addSubnet(network, prefix, 'ipv6');
  return list.check(address, 'ipv6');
}

/** Why one TRUST_PROXY entry is refused, with what to set instead; undefined when it is accepted. */
function trustProxyEntryProblem(entry: string): string | undefined {
  const notUnderstood = `not understood: ${entry}`;
  if (NAMED_RANGES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return notUnderstood;
  if (prefix === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || Number(prefix) > max) return notUnderstood;
  const bits = Number(prefix);
  const narrower = "list the proxies' own addresses (e.g. 10.0.0.5) or the hop count (e.g. 1)";
  if (family === 4 && bits < MIN_IPV4_PREFIX)
    return `${entry} is wider than /${MIN_IPV4_PREFIX}, so clients in it could choose their own IP; ${narrower}, or a range of /${MIN_IPV4_PREFIX} or narrower (e.g. 10.0.0.0/8)`;
  if (family === 6) {
    // ::ffff:0:0/96 holds every IPv4 address in IPv6 form: a range inside it is an IPv4 range of (prefix - 96) bits.
    const mapped = bits >= 96 ? inSubnet(address, '::ffff:0:0', 96) : inSubnet('::ffff:0:0', address, bits);
    if (mapped && bits - 96 < MIN_IPV4_PREFIX)
      return `${entry} holds IPv4-mapped addresses wider than an IPv4 /${MIN_IPV4_PREFIX}, so clients in it could choose their own IP; ${narrower}, or an IPv4 range of /${MIN_IPV4_PREFIX} or narrower (e.g. 10.0.0.0/8)`;
    if (bits < MIN_IPV6_PREFIX)
      return `${entry} is wider than /${MIN_IPV6_PREFIX}, so clients in it could choose their own IP; ${narrower}, or an IPv6 range of /${MIN_IPV6_PREFIX} or narrower (e.g. fd00:1234::/48)`;
  }
  return undefined;
}

const TRUST_EVERYTHING = ['true', 'yes', 'on', 'all', '*'];

/**
 * D10 TRUST_PROXY, in Fastify's own trustProxy forms: a hop count (the proxies in front of the server, at most 5) or
 * a list of proxy addresses / CIDRs no wider than /8 (IPv4) or /32 (IPv6). "Trust everything", in any words, would
 * let any client choose its IP with X-Forwarded-For.
 */
const trustProxySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined || value === '' || value === '0' || value.toLowerCase() === 'false') return false;
      if (TRUST_EVERYTHING.includes(value.toLowerCase())) {
        ctx.addIssue({
          code: 'custom',
          message:
            `"${value}" would trust every X-Forwarded-For hop, so any client could choose its own IP and escape the rate limits; ` +
            'give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.5,10.1.0.0/16)',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops > MAX_TRUST_PROXY_HOPS) {
          ctx.addIssue({
            code: 'custom',
            message: `a hop count of ${value} would believe addresses that clients write themselves; set the number of proxies in front of the server (1 to ${MAX_TRUST_PROXY_HOPS}, usually 1), or list their addresses`,
          });
          return z.NEVER;
        }
        return hops;
      }
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const refused = entries.map(trustProxyEntryProblem).filter((problem) => problem !== undefined);
      const unknown = refused.filter((problem) => problem.startsWith('not understood: '));
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs; not understood: ${unknown.map((problem) => problem.slice('not understood: '.length)).join(', ')}`,
        });
      for (const problem of refused) if (!unknown.includes(problem)) ctx.addIssue({ code: 'custom', message: problem });
      return refused.length > 0 ? z.NEVER : entries;
    }),
);

/** 127.0.0.0/8, ::1 and localhost: what a development server may listen on without ALLOW_PUBLIC_DEV. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || (net.isIPv4(bare) && bare.startsWith('127.'));
}

/**
 * Every setting the server reads, each with its description: `npm run docs:config` writes README's configuration
 * table from `.describe()` and from what an unset value parses to (the default column).
 */
export const envSchema = z.object({
  NODE_ENV: z
    .preprocess(
      (value) => (value === '' || value === undefined ? 'development' : value),
      z.enum(['development', 'production', 'test']),
    )
    .describe(
      '`development`, `production` or `test`. Production seeds no development accounts or articles and refuses unsafe settings and data (see "Running in production")',
    ),
  PORT: z
    .preprocess(
      (value) => (value === '' || value === undefined ? 8080 : value),
      z.coerce.number().int('must be an integer').min(0, 'must be 0-65535').max(65535, 'must be 0-65535'),
    )
    .describe('listen port'),
  HOST: withDefault('127.0.0.1').describe(
    'listen address; outside production only a loopback address (the development passwords are published), unless `ALLOW_PUBLIC_DEV=1`',
  ),
  DATA_DIR: withDefault('./data').describe(
    'PGlite database (`pglite/`), `uploads/`, `outbox/` (`.eml` files without `SMTP_URL`), `sms/` (console SMS driver)',
  ),
  STATIC_DIR: withDefault('./dist').describe('the built SPA'),
  DATABASE_URL: optionalText
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
    .describe(
      '`postgres://user:pass@host:5432/db`: use PostgreSQL (same migrations) instead of PGlite; required for several instances',
    ),
  SMTP_URL: optionalText
    .refine((value) => value === undefined || /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
    .describe(
      '`smtp://user:pass@host:587` (or `smtps://`); without it mail is only written as `.eml` files (refused in production unless `ALLOW_EML_OUTBOX=1`)',
    ),
  MAIL_FROM: withDefault('星桥链数 <noreply@xingqiao-chain.example.com>').describe('sender of every mail'),
  LEADS_TO: withDefault('leads@xingqiao-chain.example.com')
    .refine((value) => {
      const recipients = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      return recipients.length > 0 && recipients.every((item) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(item));
    }, 'must be a comma-separated list of e-mail addresses')
    .describe('comma-separated recipients of lead notifications (never taken from a request)'),
  SMS_DRIVER: z
    .preprocess(
      (value) => (value === '' || value === undefined ? 'console' : value),
      z.enum(['console', 'webhook'], 'must be console or webhook'),
    )
    .describe(
      '`console` (writes each message under `DATA_DIR/sms/`, sends nothing; refused in production unless `ALLOW_CONSOLE_SMS=1`) or `webhook`',
    ),
  SMS_WEBHOOK_URL: optionalText
    .refine((value) => value === undefined || /^https?:\/\//.test(value), 'must be an http(s):// URL')
    .describe('required with `SMS_DRIVER=webhook`: receives `POST {phone, text}` as JSON (your SMS gateway)'),
  ADMIN_USERNAME: withDefault('admin')
    .refine(isValidAccount, 'must be 4-20 letters or digits')
    .describe('the admin account created on first start'),
  ADMIN_PASSWORD: optionalText
    .refine(
      (value) => value === undefined || isValidPassword(value),
      'must be 6-20 characters of letters, digits and !#$%^&*, with at least two kinds',
    )
    .describe(
      "the first admin's password (development: `Admin#2026`); required in production, a common or published one refused; `npm run data:production` sets it on an existing admin",
    ),
  LOG_LEVEL: z
    .preprocess(
      (value) => (value === '' || value === undefined ? 'info' : value),
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    )
    .describe('pino level (`warn` silences request logs)'),
  RATE_LIMIT_LEADS_PER_MIN: positiveInt(20).describe('per client and endpoint: lead and service-request endpoints'),
  RATE_LIMIT_LOGIN_PER_MIN: positiveInt(30).describe('per client and endpoint: login, change and reset password'),
  RATE_LIMIT_CODES_PER_MIN: positiveInt(10).describe(
    'per client and endpoint: SMS / e-mail codes and registration (uploads: 3×, at least 30)',
  ),
  RATE_LIMIT_ANON_UPLOADS_PER_DAY: positiveInt(20).describe(
    'registration pictures an anonymous visitor may upload per client and Beijing day',
  ),
  LIST_COUNT_CAP: positiveInt(DEFAULT_LIST_COUNT_CAP).describe(
    'a filtered list counts this many matching rows at most; past it the answer says "more than" (`totalCapped`)',
  ),
  MAIL_CLAIM_SECONDS: positiveInt(60).describe(
    "how long one instance's claim on an outbox batch holds: a process killed between sending and marking delays that batch by this much",
  ),
  PGLITE_SHARED_BUFFERS_MB: pgliteSharedBuffers.describe(
    "PGlite's buffer pool in MB (8–4096), zeroed at each start; PostgreSQL keeps its own setting",
  ),
  TRUST_PROXY: trustProxySchema.describe(
    'behind reverse proxies: their number (`1`) or their addresses/CIDRs (`10.0.0.5,10.1.0.0/16`); `true` is refused',
  ),
  UPLOAD_MB_PER_ACCOUNT_PER_DAY: positiveInt(200).describe(
    'bytes one signed-in account may upload per Beijing day, in MB (uploads beyond it are refused with 10010)',
  ),
  STORAGE: z
    .preprocess((value) => (value === '' || value === undefined ? 'local' : value), z.enum(['local', 's3'], 'must be local or s3'))
    .describe('where uploads are kept: `local` (`DATA_DIR/uploads`, one machine) or `s3` (a bucket shared by every instance)'),
  S3_ENDPOINT: optionalText
    .refine(
      (value) => value === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value),
      'must be the http(s):// address of the S3-compatible store, without ?query or #fragment',
    )
    .describe('with `STORAGE=s3`: the S3-compatible endpoint (`https://oss-cn-hangzhou.aliyuncs.com`, a MinIO address…)'),
  S3_BUCKET: optionalText.describe('with `STORAGE=s3`: the private bucket that holds the uploads (the server serves every file itself)'),
  S3_REGION: withDefault('us-east-1').describe("with `STORAGE=s3`: the store's region"),
  S3_ACCESS_KEY_ID: optionalText.describe('with `STORAGE=s3`: an access key that may read, write, delete and list the bucket'),
  S3_SECRET_ACCESS_KEY: optionalText.describe('with `STORAGE=s3`: its secret'),
  S3_FORCE_PATH_STYLE: flag.describe(
    '`1`: address objects as `endpoint/bucket/key` (MinIO and most self-hosted stores); unset: `bucket.endpoint/key`',
  ),
  BENCH_BASELINE: flag.describe("`1` adds the benchmark's bare insert route (refused in production)"),
  ALLOW_CONSOLE_SMS: flag.describe(
    '`1`: start in production with `SMS_DRIVER=console` anyway (no SMS leaves the server)',
  ),
  ALLOW_EML_OUTBOX: flag.describe(
    '`1`: start in production without `SMTP_URL` anyway (mail only written as `.eml` files)',
  ),
  ALLOW_PUBLIC_DEV: flag.describe('`1`: let a development server listen on a non-loopback `HOST`'),
  PUBLIC_URL: optionalText
    .refine(
      (value) => value === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value),
      'must be the http(s):// address visitors open, without ?query or #fragment (e.g. https://portal.example.com)',
    )
    .describe(
      "the address visitors open (`https://rencai.example.gov.cn`, a path allowed): links in mails start with it, never with a request's Host; required in production (development: the server's own `http://HOST:PORT`)",
    ),
  METRICS_TOKEN: optionalText
    .refine((value) => value === undefined || value.length >= 16, 'must be at least 16 characters')
    .describe(
      '`GET /metrics` answers a request with `Authorization: Bearer <METRICS_TOKEN>`; without it, only direct loopback requests',
    ),
  BACKUP_DIR: withDefault('./backups').describe('where `npm run db:backup` writes its archive (`--out` overrides)'),
  LEDGER_KEY_FILE: optionalText.describe(
    "the ledger's signing key (Go note signer format, mode 0600, made by `npm run ledger:keygen`); required in production, outside `DATA_DIR` (development: `DATA_DIR/ledger.key`, made on first start)",
  ),
  LEDGER_WITNESSES: withDefault('')
    .refine(
      (value) => splitList(value).every((key) => VKEY.test(key)),
      'must be comma-separated verifier keys (name+8 hex key id+base64 key), as `npm run ledger:witness -- --init` prints them',
    )
    .describe('comma-separated verifier keys of the witnesses whose cosignatures the ledger keeps and serves'),
  LEDGER_CHECKPOINT_TO: withDefault('')
    .refine(
      (value) => splitList(value).every((item) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(item)),
      'must be a comma-separated list of e-mail addresses',
    )
    .describe('comma-separated outside mailboxes that receive the signed checkpoint once a day'),
  DATABASE_MIGRATE_URL: optionalText
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
    .describe(
      "PostgreSQL: the tables' owner, used only to run migrations, so that `DATABASE_URL` can be a role that may only insert into and read the ledger and audit tables (default: `DATABASE_URL`)",
    ),
});

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
/** A witness's verifier key: Ed25519 cosignature type 0x04 (C2SP tlog-cosignature). */
const VKEY = /^[^\s+]+\+[0-9a-f]{8}\+B[A-P][A-Za-z0-9+/]{42}$/;
/** Where uploaded files are kept (D13). */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** What STORAGE=s3 needs, with what each is. */
const S3_REQUIRED: [string, string][] = [
  ['S3_ENDPOINT', 'the http(s):// address of the store'],
  ['S3_BUCKET', 'the bucket that holds the uploads'],
  ['S3_ACCESS_KEY_ID', 'the access key'],
  ['S3_SECRET_ACCESS_KEY', 'its secret'],
];

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  leadsTo: string[];
  smsDriver: 'console' | 'webhook';
  smsWebhookUrl: string | undefined;
  adminUsername: string;
  adminPassword: string;
  logLevel: string;
  rateLimits: { leadsPerMin: number; loginPerMin: number; codesPerMin: number; anonUploadsPerDay: number };
  /**
   * A list total (and each status count) counted beyond the tallies stops at this many rows and is then
   * answered as "more than" (`totalCapped`, `countsCapped`): counting 100,000 matching leads exactly costs seconds.
   */
  listCountCap: number;
  /** UPLOAD_MB_PER_ACCOUNT_PER_DAY: what one signed-in account may upload per Beijing day, in MB (default 200). */
  uploadMbPerAccountPerDay: number;
  /**
   * How long an outbox batch claimed by one process is held before another may send it: the delay of a batch whose
   * sender died between claiming and marking it sent. Longer than any SMTP send of one batch.
   */
  mailClaimMs: number;
  /** PGlite's shared_buffers in MB (PostgreSQL sets its own in postgresql.conf). */
  pgliteSharedBuffersMb: number;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses / CIDRs; never `true`. */
  trustProxy: false | number | string[];
  /** Registers the bare validated-insert route used as the benchmark baseline (never in production). */
  benchBaseline: boolean;
  /**
   * The address mailed links start with (`<publicUrl>/#/activate?token=…`), no trailing slash; required in
   * production. Unset (development): the server's own listening address, never a request's Host.
   */
  publicUrl: string | undefined;
  /** The Bearer token that opens GET /metrics to a scraper that is not on this machine's loopback. */
  metricsToken: string | undefined;
  /** Where `npm run db:backup` writes. */
  backupDir: string;
  /** D12: the log's signing key file; unset outside production: DATA_DIR/ledger.key, made on first start. */
  ledgerKeyFile: string | undefined;
  /** D12: verifier keys of the witnesses whose cosignatures are kept. */
  ledgerWitnesses: string[];
  /** D12: recipients of the daily signed checkpoint. */
  ledgerCheckpointTo: string[];
  /** D12: the owner's connection for migrations (PostgreSQL); unset: DATABASE_URL. */
  databaseMigrateUrl: string | undefined;
  /** Uploads in DATA_DIR/uploads or in an S3 bucket. */
  storage: StorageConfig;
}

export class ConfigError extends Error {}

/** Parses the environment once; one error names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const result = envSchema.safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  - ${String(issue.path[0] ?? '?')}: ${issue.message}`);
  // Rules across variables, checked on the raw values so that one message lists everything.
  const set = (name: string) => typeof env[name] === 'string' && env[name] !== '';
  if (env.NODE_ENV === 'production' && !set('ADMIN_PASSWORD'))
    problems.push('  - ADMIN_PASSWORD: is required in production');
  if (env.SMS_DRIVER === 'webhook' && !set('SMS_WEBHOOK_URL'))
    problems.push('  - SMS_WEBHOOK_URL: is required when SMS_DRIVER=webhook');
  const on = (name: string) => env[name] === '1' || env[name] === 'true';
  const production = env.NODE_ENV === 'production';
  if (production && on('BENCH_BASELINE')) problems.push('  - BENCH_BASELINE: is not allowed in production');
  // D10: safe production defaults, each refusal with one message and the explicit way around it.
  if (production && (env.SMS_DRIVER ?? '') !== 'webhook' && !on('ALLOW_CONSOLE_SMS'))
    problems.push(
      '  - SMS_DRIVER: production needs SMS_DRIVER=webhook and SMS_WEBHOOK_URL (the console driver sends no SMS, it only writes them under DATA_DIR/sms); set ALLOW_CONSOLE_SMS=1 to start anyway',
    );
  // D13: links in mails are built from PUBLIC_URL only, never from a request's Host.
  if (production && !set('PUBLIC_URL'))
    problems.push(
      '  - PUBLIC_URL: 生产环境必须设置访客打开的地址，邮件中的链接（设置密码、激活、重置）由它生成，例如 PUBLIC_URL=https://rencai.example.gov.cn / is required in production: links in mails (set-password, activation, reset) are built from it',
    );
  if (production && set('ADMIN_PASSWORD') && PUBLISHED_PASSWORDS.includes(env.ADMIN_PASSWORD!))
    problems.push(
      '  - ADMIN_PASSWORD: 这是 README 公开的开发密码，请换一个 / is a development password published in the README: choose another',
    );
  if (production && !set('SMTP_URL') && !on('ALLOW_EML_OUTBOX'))
    problems.push(
      '  - SMTP_URL: is required in production (without it no mail leaves the server, it is only written as .eml files under DATA_DIR/outbox); set ALLOW_EML_OUTBOX=1 to start anyway',
    );
  const host = env.HOST || '127.0.0.1';
  if (!production && !isLoopback(host) && !on('ALLOW_PUBLIC_DEV'))
    problems.push(
      `  - HOST: ${host} is not a loopback address, and outside production the server seeds development accounts whose passwords are published; set NODE_ENV=production, or ALLOW_PUBLIC_DEV=1 to expose a development server anyway`,
    );
  if (
    set('ADMIN_PASSWORD') &&
    isValidPassword(env.ADMIN_PASSWORD!) &&
    isCommonPassword(env.ADMIN_PASSWORD!, [env.ADMIN_USERNAME || 'admin'])
  )
    problems.push(`  - ADMIN_PASSWORD: ${WEAK_PASSWORD_MESSAGE} (too common or easy to guess)`);
  // D12: the ledger key signs what outsiders keep; a key inside DATA_DIR would travel with every backup of it.
  if (production) {
    const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
    const keyFile = set('LEDGER_KEY_FILE') ? path.resolve(cwd, env.LEDGER_KEY_FILE!) : undefined;
    const relative = keyFile ? path.relative(dataDir, keyFile) : '..';
    const inside = !relative.startsWith('..') && !path.isAbsolute(relative);
    if (!keyFile || inside || !fs.existsSync(keyFile))
      problems.push(
        `  - LEDGER_KEY_FILE: ${!keyFile ? '生产环境需要账本签名密钥' : inside ? '账本签名密钥不能放在 DATA_DIR 内' : `找不到 ${keyFile}`}：运行 npm run ledger:keygen -- --out /etc/xingqiao/ledger.key 并设置 LEDGER_KEY_FILE=/etc/xingqiao/ledger.key（DATA_DIR 之外） / ${!keyFile ? 'production needs the ledger signing key' : inside ? 'the ledger key must not be inside DATA_DIR' : `${keyFile} does not exist`}: run npm run ledger:keygen -- --out /etc/xingqiao/ledger.key and set LEDGER_KEY_FILE=/etc/xingqiao/ledger.key (outside DATA_DIR)`,
      );
  }
  if (env.STORAGE === 's3') {
    const missing = S3_REQUIRED.filter(([name]) => !set(name));
    if (missing.length > 0)
      problems.push(
        `  - STORAGE: s3 needs ${missing.map(([name, what]) => `${name} (${what})`).join(', ')}; or STORAGE=local keeps uploads in DATA_DIR/uploads`,
      );
  }
  if (!result.success || problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  const value = result.data;
  return {
    env: value.NODE_ENV,
    isProduction: value.NODE_ENV === 'production',
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(cwd, value.DATA_DIR),
    staticDir: path.resolve(cwd, value.STATIC_DIR),
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    leadsTo: value.LEADS_TO.split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    smsDriver: value.SMS_DRIVER,
    smsWebhookUrl: value.SMS_WEBHOOK_URL,
    adminUsername: value.ADMIN_USERNAME,
    adminPassword: value.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
    logLevel: value.LOG_LEVEL,
    rateLimits: {
      leadsPerMin: value.RATE_LIMIT_LEADS_PER_MIN,
      loginPerMin: value.RATE_LIMIT_LOGIN_PER_MIN,
      codesPerMin: value.RATE_LIMIT_CODES_PER_MIN,
      anonUploadsPerDay: value.RATE_LIMIT_ANON_UPLOADS_PER_DAY,
    },
    listCountCap: value.LIST_COUNT_CAP,
    uploadMbPerAccountPerDay: value.UPLOAD_MB_PER_ACCOUNT_PER_DAY,
    mailClaimMs: value.MAIL_CLAIM_SECONDS * 1000,
    pgliteSharedBuffersMb: value.PGLITE_SHARED_BUFFERS_MB,
    trustProxy: value.TRUST_PROXY,
    benchBaseline: value.BENCH_BASELINE,
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
    metricsToken: value.METRICS_TOKEN,
    backupDir: path.resolve(cwd, value.BACKUP_DIR),
    ledgerKeyFile: value.LEDGER_KEY_FILE ? path.resolve(cwd, value.LEDGER_KEY_FILE) : undefined,
    ledgerWitnesses: splitList(value.LEDGER_WITNESSES),
    ledgerCheckpointTo: splitList(value.LEDGER_CHECKPOINT_TO),
    databaseMigrateUrl: value.DATABASE_MIGRATE_URL,
    storage:
      value.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: value.S3_ENDPOINT!,
            bucket: value.S3_BUCKET!,
            region: value.S3_REGION,
            accessKeyId: value.S3_ACCESS_KEY_ID!,
            secretAccessKey: value.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: value.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
  };
}

/** Only where the database is (DATA_DIR, DATABASE_URL): for tools that open it without serving (ledger:verify). */
export function loadDatabaseConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Pick<Config, 'dataDir' | 'databaseUrl' | 'pgliteSharedBuffersMb'> {
  const result = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true, PGLITE_SHARED_BUFFERS_MB: true }).safeParse(env);
  if (!result.success)
    throw new ConfigError(
      `Invalid environment:\n${result.error.issues.map((issue) => `  - ${String(issue.path[0] ?? '?')}: ${issue.message}`).join('\n')}`,
    );
  return {
    dataDir: path.resolve(cwd, result.data.DATA_DIR),
    databaseUrl: result.data.DATABASE_URL,
    pgliteSharedBuffersMb: result.data.PGLITE_SHARED_BUFFERS_MB,
  };
}

/**
 * The admin's account and the password ADMIN_PASSWORD gives it, checked as production checks them: for
 * `npm run data:production`, which replaces a published development password with it.
 */
export function loadAdminCredentials(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'adminUsername' | 'adminPassword'> {
  const result = envSchema.pick({ ADMIN_USERNAME: true, ADMIN_PASSWORD: true }).safeParse(env);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `  - ${String(issue.path[0] ?? '?')}: ${issue.message}`);
  const password = result.success ? result.data.ADMIN_PASSWORD : undefined;
  const username = result.success ? result.data.ADMIN_USERNAME : 'admin';
  if (result.success && password === undefined)
    problems.push("  - ADMIN_PASSWORD: 请设置管理员的新密码 / is required: the admin's new password");
  if (password !== undefined && PUBLISHED_PASSWORDS.includes(password))
    problems.push(
      '  - ADMIN_PASSWORD: 这是 README 公开的开发密码，请换一个 / is a development password published in the README: choose another',
    );
  else if (password !== undefined && isCommonPassword(password, [username]))
    problems.push(`  - ADMIN_PASSWORD: ${WEAK_PASSWORD_MESSAGE} (too common or easy to guess)`);
  if (problems.length > 0 || password === undefined)
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return { adminUsername: username, adminPassword: password };
}
