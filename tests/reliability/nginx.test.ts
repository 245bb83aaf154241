/**
 * D13 "in front of it": Debian's nginx, started here with deploy/nginx/xingqiao.conf (its ports, certificate and
 * upstreams replaced, nothing else) and a self-signed certificate made by openssl, in front of two instances
 * (`npm start`'s server entry, TRUST_PROXY=1, each its own DATA_DIR) on one PostgreSQL, uploads in one S3 bucket.
 * Everything through HTTPS: HTTP/2, HSTS, caching of hashed assets and none of the API, a visitor's lead, a login,
 * an upload and its signed link, rate limits per real visitor whatever X-Forwarded-For the visitor writes, and one
 * instance SIGKILLed under load while nginx keeps answering and every acknowledged lead is stored.
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/app-process';
import { freePort } from '../support/free-port.mjs';
import { startS3Server, type S3Server } from '../support/s3-server';
import { SmtpCatcher } from '../support/smtp-catcher';
import { BASE, leadRequest } from './support/load';
import {
  httpsRequest,
  replaceEach,
  selfSignedCertificate,
  startNginx,
  type HttpsAnswer,
  type Nginx,
} from './support/nginx';
import { pgQuery, startPgCluster, type PgCluster } from '../support/pg-cluster';
import { startServer, type ServerProcess } from './support/server-process';
import { LEADS_TO, removeDir } from './support/stack';

const CODES_PER_MIN = 8;
const CONNECTIONS = 16;
const LOAD_MS = 4_000;
const HSTS = 'max-age=31536000; includeSubDomains';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let work: string;
let catcher: SmtpCatcher;
let cluster: PgCluster;
let s3: S3Server;
let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
let nginx: Nginx;
let ca: Buffer;
let origin: string;
let httpPort: number;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-nginx-'));
  catcher = await new SmtpCatcher().start();
  cluster = await startPgCluster();
  s3 = await startS3Server();
  databaseUrl = await cluster.createDatabase(`nginx_${Date.now().toString(36)}`);
  const env = {
    ...s3.env,
    DATABASE_URL: databaseUrl,
    SMTP_URL: catcher.url,
    LEADS_TO,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    RATE_LIMIT_LEADS_PER_MIN: '1000000',
    RATE_LIMIT_CODES_PER_MIN: String(CODES_PER_MIN),
  };
  const [dirA, dirB] = [fs.mkdtempSync(path.join(work, 'a-')), fs.mkdtempSync(path.join(work, 'b-'))];
  [a, b] = await Promise.all([startServer({ env, dataDir: dirA }), startServer({ env, dataDir: dirB })]);

  const certificate = selfSignedCertificate(work);
  ca = certificate.pem;
  const httpsPort = await freePort();
  httpPort = await freePort();
  origin = `https://127.0.0.1:${httpsPort}`;
  const site = replaceEach(fs.readFileSync(path.join(repoRoot, 'deploy/nginx/xingqiao.conf'), 'utf8'), [
    ['server 127.0.0.1:8081 ', `server 127.0.0.1:${a.port} `],
    ['server 127.0.0.1:8082 ', `server 127.0.0.1:${b.port} `],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['ssl_certificate /etc/ssl/xingqiao/fullchain.pem;', `ssl_certificate ${certificate.cert};`],
    ['ssl_certificate_key /etc/ssl/xingqiao/privkey.pem;', `ssl_certificate_key ${certificate.key};`],
  ]);
  const sitePath = path.join(work, 'xingqiao.conf');
  fs.writeFileSync(sitePath, site);
  nginx = await startNginx(sitePath, work, httpsPort);
});

afterAll(async () => {
  await nginx?.stop();
  await a?.stop().catch(() => undefined);
  await b?.stop().catch(() => undefined);
  await s3?.stop();
  await catcher?.stop();
  await cluster?.stop();
  if (work) removeDir(work);
});

const request = (
  pathname: string,
  options: Omit<Parameters<typeof httpsRequest>[1], 'ca'> = {},
): Promise<HttpsAnswer> => httpsRequest(`${origin}${pathname}`, { ca, ...options });

function postJson(
  pathname: string,
  body: unknown,
  options: { token?: string; localAddress?: string; headers?: Record<string, string>; agent?: https.Agent } = {},
) {
  return request(pathname, {
    method: 'POST',
    body: JSON.stringify(body),
    localAddress: options.localAddress,
    agent: options.agent,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
}

async function login(username: string, password: string): Promise<{ token: string; answer: HttpsAnswer }> {
  const answer = await postJson(`${BASE}/login`, { username, password });
  const body = answer.json<{ code: number; data: { token: string } }>();
  if (body.code !== 0) throw new Error(`login ${username}: ${answer.body.toString()}`);
  return { token: body.data.token, answer };
}

describe('nginx (deploy/nginx/xingqiao.conf) in front of two instances', () => {
  it('speaks HTTP/2 over TLS, sends plain HTTP to HTTPS, and every answer carries HSTS', async () => {
    const alpn = await new Promise<string | false | null>((resolve, reject) => {
      const socket = tls.connect(
        { host: '127.0.0.1', port: Number(new URL(origin).port), ca, ALPNProtocols: ['h2', 'http/1.1'] },
        () => {
          resolve(socket.alpnProtocol);
          socket.end();
        },
      );
      socket.on('error', reject);
    });
    expect(alpn).toBe('h2');
    const session = http2.connect(origin, { ca });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ':path': '/health' });
        stream.on('response', (headers) => resolve(Number(headers[':status'])));
        stream.on('error', reject);
        stream.resume();
      });
      expect(status).toBe(200);
    } finally {
      session.close();
    }
    const redirect = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://127.0.0.1:${httpPort}/#/news`, resolve).on('error', reject),
    );
    redirect.resume();
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('https://127.0.0.1/');

    const index = await request('/');
    const asset = /\/assets\/[\w.-]+\.js/.exec(index.body.toString())?.[0];
    expect(asset).toBeDefined();
    for (const answer of [
      index,
      await request(asset!),
      await request(`${BASE}/portal/news/list?category=1`),
      await request(`${BASE}/no-such`),
    ])
      expect(answer.headers['strict-transport-security']).toBe(HSTS);
  });

  it('hashed assets are cached for a year, immutable; index.html is revalidated; the API and private files are not cached', async () => {
    const index = await request('/');
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    const assets = [...index.body.toString().matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const answer = await request(asset);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const api of [`${BASE}/portal/news/list?category=1`, `${BASE}/portal/user/data`]) {
      const answer = await request(api);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    // Metrics are for the instances' own addresses, never the public site.
    expect((await request('/metrics')).status).toBe(404);
  });

  it('a visitor’s lead, a login (any cookie Secure), an upload of 4 MB and its signed link, through HTTPS', async () => {
    const { body, path: leadPath } = leadRequest(`nginx-visitor`, 1);
    const lead = await postJson(leadPath, body);
    expect(lead.status).toBe(200);
    expect(lead.json()).toMatchObject({ code: 0 });
    const [stored] = await pgQuery<{ n: number }>(
      databaseUrl,
      "select count(*)::int as n from leads where content = 'lead nginx-visitor'",
    );
    expect(stored!.n).toBe(1);

    const { token, answer } = await login('enterprise01', 'Demo#2026');
    // The session is the token in the answer (the SPA keeps it); a cookie, if an instance ever sets one, is Secure.
    const cookies = [answer.headers['set-cookie'] ?? []].flat();
    expect(cookies.filter((cookie) => !/;\s*secure/i.test(cookie))).toEqual([]);

    const boundary = `----xqnginx${Date.now().toString(16)}`;
    const multipart = (fields: [string, string][], name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          fields
            .map(
              ([field, value]) =>
                `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
            )
            .join('') +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (fields: [string, string][], name: string, bytes: Buffer) =>
      request(`${BASE}/common/upload`, {
        method: 'POST',
        body: multipart(fields, name, bytes),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      });
    // A picture near the 5 MB limit passes the proxy (client_max_body_size).
    const picture = await upload([], 'big.png', Buffer.concat([PNG_1X1, Buffer.alloc(4 * 1024 * 1024)]));
    expect(picture.json()).toMatchObject({ code: 0, msg: '上传成功' });

    const document = await upload([['kind', 'document']], '简历.pdf', PDF);
    const { filePath, url } = document.json<{ code: number; data: { filePath: string; url: string } }>().data;
    const signed = await request(url);
    expect(signed.status).toBe(200);
    expect(signed.body.equals(PDF)).toBe(true);
    expect(signed.headers['cache-control']).toBe('private, no-store');
    expect(signed.headers['content-disposition']).toMatch(/^attachment; /);
    expect(signed.headers['strict-transport-security']).toBe(HSTS);
    const bare = await request(filePath);
    expect(bare.status).toBe(404);
    expect(bare.json()).toEqual({ code: 10009, msg: '文件不存在' });
  });

  it(`rate limits count each visitor behind the proxy (${CODES_PER_MIN} a minute), whatever X-Forwarded-For the visitor writes`, async () => {
    const send = (localAddress: string, index: number) =>
      postJson(
        `${BASE}/portal/sms/send`,
        { phone: `1370000${String(index).padStart(4, '0')}`, type: 2 },
        // A different forged address each time: nginx replaces it with the address it sees.
        { localAddress, headers: { 'x-forwarded-for': `203.0.113.${index % 250}` } },
      );
    const first = await Promise.all(Array.from({ length: 20 }, (_, index) => send('127.0.0.2', index)));
    expect(first.filter((answer) => answer.json().code === 0)).toHaveLength(CODES_PER_MIN);
    for (const answer of first.filter((item) => item.json().code !== 0)) {
      expect(answer.status).toBe(429);
      expect(answer.json()).toEqual({ code: 10006, msg: '请求过于频繁，请稍后再试' });
    }
    // Another visitor has a limit of its own: the instances do not count the proxy's address.
    const second = await Promise.all(Array.from({ length: 10 }, (_, index) => send('127.0.0.3', 100 + index)));
    expect(second.filter((answer) => answer.json().code === 0)).toHaveLength(CODES_PER_MIN);
  });

  it(`${CONNECTIONS} visitors send leads for ${LOAD_MS / 1000} s; one instance SIGKILLed half-way: nginx keeps answering, every acknowledged lead is stored`, async () => {
    const runId = `N${Date.now().toString(36)}`;
    const agent = new https.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const acknowledged = new Set<string>();
    const failures: { status: number; at: number; body: string }[] = [];
    let connectionErrors = 0;
    let requests = 0;
    let killedAt = 0;
    let acknowledgedAfterKill = 0;
    const deadline = Date.now() + LOAD_MS;
    const worker = async (index: number) => {
      for (let seq = 0; Date.now() < deadline; seq += 1) {
        const marker = `${runId}-${index}-${seq}`;
        const { path: leadPath, body } = leadRequest(marker, index * 1_000_000 + seq);
        requests += 1;
        try {
          const answer = await postJson(leadPath, body, { agent });
          if (answer.status === 200 && answer.json().code === 0) {
            acknowledged.add(marker);
            if (killedAt > 0) acknowledgedAfterKill += 1;
          } else failures.push({ status: answer.status, at: Date.now(), body: answer.body.toString().slice(0, 120) });
        } catch {
          connectionErrors += 1;
        }
      }
    };
    const crash = (async () => {
      await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 2));
      killedAt = Date.now();
      await b.kill();
    })();
    try {
      await Promise.all([...Array.from({ length: CONNECTIONS }, (_, index) => worker(index)), crash]);
    } finally {
      agent.destroy();
    }
    // nginx answered every request; the only failures are requests B had already received when it died (a POST
    // is never sent twice), at most one per visitor, at the moment of the kill.
    expect(connectionErrors).toBe(0);
    expect(failures.length).toBeLessThanOrEqual(CONNECTIONS);
    for (const failure of failures) {
      expect(failure.status).toBe(502);
      expect(failure.at - killedAt).toBeLessThan(5_000);
    }
    expect(acknowledgedAfterKill).toBeGreaterThan(0);
    const rows = await pgQuery<{ content: string }>(
      databaseUrl,
      `select content from leads where content like 'lead ${runId}-%'`,
    );
    const stored = new Set(rows.map((row) => row.content.slice('lead '.length)));
    expect([...acknowledged].filter((marker) => !stored.has(marker))).toEqual([]);
    // Nothing stored twice.
    expect(rows.length).toBe(stored.size);
    // After the kill, A answers alone through nginx.
    const after = await postJson(leadRequest(`${runId}-after`, 7).path, leadRequest(`${runId}-after`, 7).body);
    expect(after.json()).toMatchObject({ code: 0 });
    // nginx saw B fail and left it out (fail_timeout), answering from A.
    expect(fs.readFileSync(path.join(work, 'error.log'), 'utf8')).toMatch(
      new RegExp(`upstream server temporarily disabled [^\\n]*upstream: "http://127\\.0\\.0\\.1:${b.port}/`),
    );
    console.log(
      `nginx, ${CONNECTIONS} visitors × ${LOAD_MS / 1000} s, B SIGKILLed at ${LOAD_MS / 2000} s: ${requests} requests, ${acknowledged.size} acknowledged and stored, ${failures.length} answered 502 (sent to B before it died, not acknowledged)`,
    );
  });
});
