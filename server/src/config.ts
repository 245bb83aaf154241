import path from 'node:path';
import { z } from 'zod';
import { isValidAccount, isValidPassword } from '../../src/utils/validate';

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
  TRUST_PROXY: z.preprocess((value) => value === '1' || value === 'true', z.boolean()),
  BENCH_BASELINE: z.preprocess((value) => value === '1' || value === 'true', z.boolean()),
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
  rateLimits: { leadsPerMin: number; loginPerMin: number; codesPerMin: number };
  trustProxy: boolean;
  /** Registers the bare validated-insert route used as the benchmark baseline (never in production). */
  benchBaseline: boolean;
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
  if (env.NODE_ENV === 'production' && (env.BENCH_BASELINE === '1' || env.BENCH_BASELINE === 'true'))
    problems.push('  - BENCH_BASELINE: is not allowed in production');
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
    },
    trustProxy: value.TRUST_PROXY,
    benchBaseline: value.BENCH_BASELINE,
  };
}
