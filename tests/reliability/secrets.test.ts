/**
 * No password in any cookie or log line, tokens stored hashed, passwords argon2id,
 * CSP and the other security headers on the SPA and the API; the production build carries no mock API.
 */
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSpaBuilt, repoRoot } from '../support/app-process';
import { newContext, workerBrowser } from '../support/browser';
import { loginWithPassword, waitForHashPath } from '../support/portal';
import { BASE } from './support/load';
import { startServer, type ServerProcess } from './support/server-process';

const PASSWORD = 'Demo#2026';
let server: ServerProcess;
let browser: Browser;
let dataDir: string | undefined;
const tokens: string[] = [];

beforeAll(async () => {
  ensureSpaBuilt();
  // The most talkative log level: a password or token must not show even there.
  server = await startServer({ env: { LOG_LEVEL: 'trace' }, keepDataDir: true });
  dataDir = server.dataDir;
  // The worker's Chromium, as the e2e files share it: this file works in contexts of its own.
  browser = await workerBrowser();
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function apiLogin(username: string, password: string, autoLogin = false): Promise<string> {
  const response = await fetch(`${server.url}${BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, autoLogin }),
  });
  expect(response.headers.get('set-cookie')).toBeNull(); // the API sets no cookie at all
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

describe('security headers', () => {
  const EXPECTED = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const targets = () => [
    { label: 'SPA', url: `${server.url}/` },
    { label: 'API', url: `${server.url}${BASE}/portal/dict?type=1` },
    { label: 'API error', url: `${server.url}${BASE}/portal/user/info` },
    { label: '404', url: `${server.url}${BASE}/no/such/route` },
    { label: 'health', url: `${server.url}/health` },
  ];

  it('CSP, frame-ancestors, nosniff, referrer policy on the SPA and the API', async () => {
    for (const target of targets()) {
      const response = await fetch(target.url);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, target.label).toContain("default-src 'self'");
      expect(csp, target.label).toContain("script-src 'self'");
      expect(csp, target.label).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, target.label).toContain("frame-ancestors 'none'");
      expect(csp, target.label).toContain("object-src 'none'");
      for (const [name, value] of Object.entries(EXPECTED))
        expect(response.headers.get(name), `${target.label} ${name}`).toBe(value);
      expect(response.headers.get('referrer-policy'), target.label).toBeTruthy();
      expect(response.headers.get('x-powered-by'), target.label).toBeNull();
    }
  });
});

describe('secrets', () => {
  it('the production build ships no mock API: no MSW worker, no fixtures, no development passwords', () => {
    const dist = path.join(repoRoot, 'dist');
    const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(files).toContain('index.html');
    expect(files.filter((file) => /mockServiceWorker/.test(file))).toEqual([]);
    for (const file of files.filter((name) => /\.(js|html)$/.test(name))) {
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const secret of ['Admin#2026', 'Review#2026', PASSWORD, 'setupWorker'])
        expect(text.includes(secret), `${secret} in dist/${file}`).toBe(false);
    }
  });

  it('auto-login in the browser keeps no password in any cookie or storage', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/#/login`);
    await loginWithPassword(page, 'enterprise01', PASSWORD, { autoLogin: true });
    await waitForHashPath(page, '/homepage/homepage');
    const cookies = await context.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    for (const text of [...cookies.map((cookie) => `${cookie.name}=${decodeURIComponent(cookie.value)}`), storage]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(encodeURIComponent(PASSWORD));
      expect(text).not.toContain(Buffer.from(PASSWORD).toString('base64'));
    }
    await context.close();
  });

  it('passwords are argon2id and session tokens are stored only as SHA-256', async () => {
    tokens.push(await apiLogin('admin', 'Admin#2026', true), await apiLogin('reviewer', 'Review#2026'));
    // Wrong passwords and a query-string token go through the logs too.
    await fetch(`${server.url}${BASE}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Wrong#2026x' }),
    });
    await fetch(`${server.url}${BASE}/portal/user/info?token=${tokens[0]}`);
    await fetch(`${server.url}${BASE}/portal/user/data`, { headers: { authorization: `Bearer ${tokens[1]}` } });
    // Read PGlite directly (one process per data directory). The file's last test: the server stays stopped.
    await server.stop();
    const client = await PGlite.create(path.join(server.dataDir, 'pglite'));
    try {
      const users = (
        await client.query<{ username: string; password_hash: string }>('select username, password_hash from users')
      ).rows;
      expect(users.length).toBeGreaterThanOrEqual(3);
      for (const user of users) expect(user.password_hash, user.username).toMatch(/^\$argon2id\$v=19\$/);
      const sessions = (await client.query<{ token_hash: string }>('select token_hash from sessions')).rows.map(
        (row) => row.token_hash,
      );
      for (const token of tokens) {
        expect(sessions).toContain(createHash('sha256').update(token).digest('hex'));
        expect(sessions).not.toContain(token);
      }
      // The raw token is nowhere in the database.
      const dump =
        (await client.query<{ t: string }>(`select string_agg(s::text, ' ') as t from sessions s`)).rows[0]?.t ?? '';
      for (const token of tokens) expect(dump).not.toContain(token);
    } finally {
      await client.close();
    }
    const lines = server.logs.join('').split('\n');
    const logLines = lines.filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(3); // request logs at trace level
    for (const secret of [PASSWORD, 'Admin#2026', 'Review#2026', 'Wrong#2026x', ...tokens])
      expect(logLines.filter((line) => line.includes(secret)).map((line) => line.slice(0, 300))).toEqual([]);
    // The only other output is the development start banner, which lists the seed accounts by design (D4);
    // a submitted password or a token never appears there either.
    for (const secret of ['Wrong#2026x', ...tokens]) expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});
