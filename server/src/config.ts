import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { WEAK_PASSWORD_MESSAGE } from '../../src/contracts/auth';
import { DEFAULT_LIST_COUNT_CAP } from '../../src/contracts/envelope';
import { isValidAccount, isValidPassword } from '../../src/utils/validate';
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

const DEV_ADMIN_PASSWORD = 'Admin#2026';

/** PostgreSQL's own default; PGlite zeroes the whole pool at every start (a second of CPU for 128 MB). */
const PGLITE_SHARED_BUFFERS_DEFAULT_MB = 128;
const pgliteSharedBuffers = z.preprocess(
  (value) => (value === '' || value === undefined ? PGLITE_SHARED_BUFFERS_DEFAULT_MB : value),
  z.coerce.number().int('must be an integer').min(8, 'must be at least 8 (MB)').max(4096, 'must be at most 4096 (MB)'),
);

const flag = z.preprocess((value) => value === '1' || value === 'true', z.boolean());

/** Proxy-addr's named ranges, accepted by Fastify's trustProxy like addresses. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  // A /0 is "every address": the same as trusting everything.
  return /^\d+$/.test(prefix) && bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

const TRUST_EVERYTHING = ['true', 'yes', 'on', 'all', '*'];

/**
 * D10 TRUST_PROXY, in Fastify's own trustProxy forms: a hop count (the proxies in front of the server) or a list
 * of proxy addresses / CIDRs. "Trust everything" would let any client choose its IP with X-Forwarded-For.
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
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => !isAddressOrCidr(entry));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a hop count (e.g. 1) or a comma-separated list of proxy addresses/CIDRs; not understood: ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

/** 127.0.0.0/8, ::1 and localhost: what a development server may listen on without ALLOW_PUBLIC_DEV. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || (net.isIPv4(bare) && bare.startsWith('127.'));
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    (value) => (value === '' || value === undefined ? 'development' : value),
    z.enum(['development', 'production', 'test']),
  ),
  PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? 8080 : value),
    z.coerce.number().int('must be an integer').min(0, 'must be 0-65535').max(65535, 'must be 0-65535'),
  ),
  HOST: withDefault('127.0.0.1'),
  DATA_DIR: withDefault('./data'),
  STATIC_DIR: withDefault('./dist'),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'must be a postgres:// URL',
  ),
  SMTP_URL: optionalText.refine(
    (value) => value === undefined || /^smtps?:\/\//.test(value),
    'must be an smtp:// or smtps:// URL',
  ),
  MAIL_FROM: withDefault('星桥链数 <noreply@xingqiao-chain.example.com>'),
  LEADS_TO: withDefault('leads@xingqiao-chain.example.com').refine((value) => {
    const recipients = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return recipients.length > 0 && recipients.every((item) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(item));
  }, 'must be a comma-separated list of e-mail addresses'),
  SMS_DRIVER: z.preprocess(
    (value) => (value === '' || value === undefined ? 'console' : value),
    z.enum(['console', 'webhook'], 'must be console or webhook'),
  ),
  SMS_WEBHOOK_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\//.test(value),
    'must be an http(s):// URL',
  ),
  ADMIN_USERNAME: withDefault('admin').refine(isValidAccount, 'must be 4-20 letters or digits'),
  ADMIN_PASSWORD: optionalText.refine(
    (value) => value === undefined || isValidPassword(value),
    'must be 6-20 characters of letters, digits and !#$%^&*, with at least two kinds',
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (value === '' || value === undefined ? 'info' : value),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ),
  RATE_LIMIT_LEADS_PER_MIN: positiveInt(20),
  RATE_LIMIT_LOGIN_PER_MIN: positiveInt(30),
  RATE_LIMIT_CODES_PER_MIN: positiveInt(10),
  RATE_LIMIT_ANON_UPLOADS_PER_DAY: positiveInt(20),
  LIST_COUNT_CAP: positiveInt(DEFAULT_LIST_COUNT_CAP),
  MAIL_CLAIM_SECONDS: positiveInt(60),
  PGLITE_SHARED_BUFFERS_MB: pgliteSharedBuffers,
  TRUST_PROXY: trustProxySchema,
  BENCH_BASELINE: flag,
  ALLOW_CONSOLE_SMS: flag,
  ALLOW_EML_OUTBOX: flag,
  ALLOW_PUBLIC_DEV: flag,
  PUBLIC_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value),
    'must be the http(s):// address visitors open, without ?query or #fragment (e.g. https://portal.example.com)',
  ),
});

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
   * The address mailed links start with (`<publicUrl>/#/activate?token=…`), no trailing slash. Unset: the
   * request's own origin, as Fastify reads it under TRUST_PROXY (X-Forwarded-Host/-Proto only from trusted proxies).
   */
  publicUrl: string | undefined;
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
    mailClaimMs: value.MAIL_CLAIM_SECONDS * 1000,
    pgliteSharedBuffersMb: value.PGLITE_SHARED_BUFFERS_MB,
    trustProxy: value.TRUST_PROXY,
    benchBaseline: value.BENCH_BASELINE,
    publicUrl: value.PUBLIC_URL?.replace(/\/+$/, ''),
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
