import { spawn } from 'node:child_process';
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
 * An e2e file's world: a real SMTP catcher, the SMS webhook receiver, the server as `npm start` runs it (free
 * port, temporary DATA_DIR, generous rate limits) and browser contexts of the file's own in the worker's headless
 * Chromium. `stop()` closes the file's contexts, and the services too when they are the file's own (stackForFile).
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

/** The processes and listeners a stack's browser and tests talk to. */
interface Services {
  app: AppProcess;
  catcher: SmtpCatcher;
  sms: SmsReceiver;
  stop: () => Promise<void>;
}

/**
 * A stack of its own for a test file, started before its first test and stopped after its last: for a file that
 * changes what every user of the server sees (a site setting, production mode, a seeded account's password or second
 * factor, the count of a seeded account's notifications), or that starts its server with settings of its own. Call
 * it at the top of the file; its members are there from the file's own beforeAll hooks on.
 */
export function stackForFile(extraEnv: Record<string, string> = {}): E2eStack {
  return forFile(() => fileStack(startServices(extraEnv), { ownServices: true }));
}

/**
 * The stack of a test file that changes nothing another file relies on: the worker's server, SMTP catcher and SMS
 * receiver, started by the first such file the worker runs and kept for its next ones (one server start per worker
 * rather than per file), with browser contexts of the file's own. Such a file creates the organisations, talents and
 * leads it works on under names unique to the run, finds its mail by recipient or name, and signs in to the seeded
 * accounts without changing them, so the worker's earlier files cannot decide its outcome. The worker runs one file
 * at a time.
 */
export function sharedStackForFile(): E2eStack {
  return forFile(() => fileStack(workerServices(), { ownServices: false }));
}

function forFile(start: () => Promise<E2eStack>): E2eStack {
  const stack = {} as E2eStack;
  beforeAll(async () => {
    Object.assign(stack, await start());
  });
  afterAll(async () => {
    if ('stop' in stack) await stack.stop();
  });
  return stack;
}

let shared: Promise<Services> | undefined;

/** The worker's shared services (sharedStackForFile), started on first use; they end with the worker. */
function workerServices(): Promise<Services> {
  shared ??= startServices().then((services) => {
    endWithWorker(services.app);
    return services;
  });
  // A start that failed is tried again by the worker's next file.
  shared.catch(() => (shared = undefined));
  return shared;
}

/**
 * vitest ends a worker with SIGTERM once its last file is done, and kills it half a second later: on the signal, a
 * process of its own, which outlives the worker, kills the shared server (a child process, which would outlive the
 * worker too) and removes its DATA_DIR once the server is gone. The catcher and the receiver listen in the worker
 * itself and end with it.
 */
function endWithWorker(app: AppProcess): void {
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    const pid = app.pid();
    const killed = pid === undefined ? '' : `kill -KILL ${pid}; while kill -0 ${pid}; do sleep 0.1; done 2>/dev/null; `;
    spawn('sh', ['-c', `${killed}rm -rf "$0"`, app.dataDir], { detached: true, stdio: 'ignore' }).unref();
  };
  process.once('exit', end);
  process.once('SIGTERM', () => {
    end();
    process.kill(process.pid, 'SIGTERM');
  });
}

async function startServices(extraEnv: Record<string, string> = {}): Promise<Services> {
  ensureSpaBuilt();
  const catcher = await new SmtpCatcher().start();
  const sms = await new SmsReceiver().start();
  const stopListeners = async () => {
    await sms.stop().catch(() => undefined);
    await catcher.stop().catch(() => undefined);
  };
  let app: AppProcess;
  try {
    app = await startApp({
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
  } catch (error) {
    await stopListeners();
    throw error;
  }
  return {
    app,
    catcher,
    sms,
    stop: async () => {
      await app.stop().catch(() => undefined);
      await stopListeners();
    },
  };
}

/** A file's stack over `services`: its API helpers and its browser contexts, in the worker's Chromium. */
async function fileStack(starting: Promise<Services>, { ownServices }: { ownServices: boolean }): Promise<E2eStack> {
  // Both at once: the server's start waits on its /health probe, the browser's on Chromium.
  const [started, launched] = await Promise.allSettled([starting, workerBrowser()]);
  if (started.status === 'rejected') throw started.reason;
  const services = started.value;
  if (launched.status === 'rejected') {
    if (ownServices) await services.stop();
    throw launched.reason;
  }
  const browser = launched.value;
  const { app, catcher, sms } = services;
  const url = app.url;
  const contexts: BrowserContext[] = [];
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
  const openContext: E2eStack['newContext'] = async (width = 1440, options = {}) => {
    const context = await newContext(browser, width, options);
    contexts.push(context);
    return context;
  };
  return {
    url,
    app,
    catcher,
    sms,
    browser,
    api,
    loginToken,
    newContext: openContext,
    newPage: async (width, options) => {
      const context = await openContext(width, options);
      return { context, page: await context.newPage() };
    },
    stop: async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      if (ownServices) await services.stop();
    },
  };
}
