import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ensureSpaBuilt, startApp, type AppProcess } from './app-process';
import { newContext, workerBrowser } from './browser';
import { SmsReceiver } from './sms-receiver';
import { SmtpCatcher } from './smtp-catcher';

export const API_BASE = '/shangchain/bsnApi';
export const LEADS_TO = 'leads@xingqiao-chain.example.com';

/** Development accounts seeded by a development server (README "Quick start"). */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin#2026' },
  reviewer: { username: 'reviewer', password: 'Review#2026' },
  enterprise: {
    username: 'enterprise01',
    password: 'Demo#2026',
    email: 'enterprise01@example.com',
    phone: '13800000001',
  },
} as const;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/**
 * One e2e file's world: a real SMTP catcher, the SMS webhook receiver, the server as `npm start` runs it (free
 * port, temporary DATA_DIR, generous rate limits) and browser contexts of its own in the worker's headless Chromium.
 * `stop()` closes all of them but the browser, which the worker's next file uses (workerBrowser).
 */
export interface E2eStack {
  url: string;
  app: AppProcess;
  catcher: SmtpCatcher;
  sms: SmsReceiver;
  browser: Browser;
  /** The API under /shangchain/bsnApi, from the test (not the browser). */
  api: <T = unknown>(
    path: string,
    options?: { method?: string; body?: unknown; token?: string },
  ) => Promise<Envelope<T>>;
  /** POST /login with a password; returns the token. */
  loginToken: (username: string, password: string) => Promise<string>;
  /**
   * A fresh browser context in Chinese at 1440 px (its system asks for less motion unless `motion`), closed by
   * `stop()`; the API calls of every page opened in it are logged beside a failure's screenshot.
   */
  newContext: (width?: number, options?: { motion?: boolean }) => Promise<BrowserContext>;
  /** A fresh context, as newContext, with one page. */
  newPage: (width?: number, options?: { motion?: boolean }) => Promise<{ context: BrowserContext; page: Page }>;
  stop: () => Promise<void>;
}

/**
 * The stack of a test file: started before the file's first test, stopped after its last. Call it at the top of the
 * file; its members are there from the file's own beforeAll hooks on.
 */
export function stackForFile(extraEnv: Record<string, string> = {}): E2eStack {
  const stack = {} as E2eStack;
  beforeAll(async () => {
    Object.assign(stack, await startStack(extraEnv));
  });
  afterAll(async () => {
    if ('stop' in stack) await stack.stop();
  });
  return stack;
}

export async function startStack(extraEnv: Record<string, string> = {}): Promise<E2eStack> {
  ensureSpaBuilt();
  const catcher = await new SmtpCatcher().start();
  const sms = await new SmsReceiver().start();
  let app: AppProcess | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const stop = async () => {
    await Promise.all([
      ...contexts.map((context) => context.close().catch(() => undefined)),
      app?.stop().catch(() => undefined),
    ]);
    await sms.stop().catch(() => undefined);
    await catcher.stop().catch(() => undefined);
  };
  const starting = startApp({
    env: {
      SMTP_URL: catcher.url,
      SMS_DRIVER: 'webhook',
      SMS_WEBHOOK_URL: sms.url,
      RATE_LIMIT_LOGIN_PER_MIN: '1000',
      RATE_LIMIT_CODES_PER_MIN: '1000',
      RATE_LIMIT_LEADS_PER_MIN: '1000',
      RATE_LIMIT_ANON_UPLOADS_PER_DAY: '1000',
      ...extraEnv,
    },
  });
  try {
    // Both at once: the server's start waits on its /health probe, the browser's on Chromium.
    [app, browser] = await Promise.all([starting, workerBrowser()]);
  } catch (error) {
    app ??= await starting.catch(() => undefined); // the browser failed: stop the server once it has started
    await stop();
    throw error;
  }
  const url = app.url;
  const api: E2eStack['api'] = async (path, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const response = await fetch(`${url}${API_BASE}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return (await response.json()) as Envelope<never>;
  };
  const loginToken = async (username: string, password: string) => {
    const body = await api<{ token: string }>('/login', { body: { username, password } });
    if (body.code !== 0 || !body.data?.token) throw new Error(`login of ${username} failed: ${body.code} ${body.msg}`);
    return body.data.token;
  };
  const openBrowser = browser;
  const openContext: E2eStack['newContext'] = async (width = 1440, options = {}) => {
    const context = await newContext(openBrowser, width, options);
    contexts.push(context);
    return context;
  };
  return {
    url,
    app,
    catcher,
    sms,
    browser: openBrowser,
    api,
    loginToken,
    newContext: openContext,
    newPage: async (width, options) => {
      const context = await openContext(width, options);
      return { context, page: await context.newPage() };
    },
    stop,
  };
}
