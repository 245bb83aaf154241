import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { waitUntil } from '../../support/free-port.mjs';

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx, installed with apt-get when it is missing (as scripts/with-postgres.mjs does for PostgreSQL). */
export function ensureNginx(): string {
  if (fs.existsSync(NGINX)) return NGINX;
  console.error(
    "[nginx] /usr/sbin/nginx not found: installing Debian's nginx (apt-get update && apt-get install -y nginx)",
  );
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!fs.existsSync(NGINX)) throw new Error('nginx is still missing after apt-get install');
  return NGINX;
}

/** A self-signed certificate for 127.0.0.1 made by openssl; returns the paths and the certificate (the test's CA). */
export function selfSignedCertificate(dir: string): { cert: string; key: string; pem: Buffer } {
  if (spawnSync('openssl', ['version']).status !== 0) {
    console.error(
      "[nginx] openssl not found: installing Debian's openssl (apt-get update && apt-get install -y openssl)",
    );
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'openssl'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'pipe' },
  );
  return { cert, key, pem: fs.readFileSync(cert) };
}

/** `text` with each `[from, to]` replaced, failing when a `from` does not occur exactly once (the file changed). */
export function replaceEach(text: string, replacements: [string, string][]): string {
  let result = text;
  for (const [from, to] of replacements) {
    const count = result.split(from).length - 1;
    if (count !== 1) throw new Error(`expected "${from}" once in the nginx configuration, found it ${count} times`);
    result = result.replace(from, to);
  }
  return result;
}

export interface Nginx {
  logs: string[];
  stop(): Promise<void>;
}

/**
 * nginx in the foreground on `site` (a server-level configuration such as deploy/nginx/xingqiao.conf), with
 * everything it writes (pid, logs, temporary files) under `dir`; checked with `nginx -t` first. Resolves once
 * `probePort` accepts connections.
 */
export async function startNginx(site: string, dir: string, probePort: number): Promise<Nginx> {
  const binary = ensureNginx();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    main,
    [
      // As root the workers would switch to nobody, who cannot write the temporary directories made here.
      root ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${path.join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`,
      ),
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', main];
  execFileSync(binary, ['-t', ...args], { stdio: 'pipe' });
  const logs: string[] = [];
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${logs.join('')}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([
    waitUntil(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(probePort, '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        }),
      20_000,
      'nginx to listen',
    ),
    exited,
  ]);
  return {
    logs,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = { code: number; msg: string; data?: unknown }>(): T;
}

/**
 * One HTTPS request that trusts only `ca`, optionally from a given local address (127.0.0.2 is another visitor on
 * this machine's loopback network).
 */
export function httpsRequest(
  url: string,
  options: {
    ca: Buffer;
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    localAddress?: string;
    agent?: https.Agent;
    timeoutMs?: number;
  },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ca: options.ca,
        localAddress: options.localAddress,
        agent: options.agent,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body.toString()) as T,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
    request.on('error', reject);
    request.end(options.body);
  });
}
