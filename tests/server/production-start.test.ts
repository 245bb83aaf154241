/**
 * D13 as an operator meets it, with the real server entry (`npm start`'s bundle) and the real commands: a data folder
 * first started in development writes every file for its own account only (umask 077: uploads, outbox, SMS files,
 * backups); restarted in production it is refused (no PUBLIC_URL; then the published passwords and the development
 * articles), each refusal naming what to do; `npm run data:production` makes it fit; production then starts, mails
 * its links from PUBLIC_URL whatever Host a request names, and answers /ready and /metrics.
 * In-process, on both databases: production-data.test.ts, observability.test.ts.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startApp, type AppProcess } from '../support/app-process';
import { waitUntil } from '../support/free-port.mjs';
import { BASE, PNG_1X1 } from './support/app';

const run = promisify(execFile);
const ADMIN_PASSWORD = 'Xq!prod#2026ops';
/** Production as the README's checklist sets it, mail and SMS written to files so that the test can read them. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: '',
  SMTP_URL: '',
  ADMIN_PASSWORD,
  ALLOW_EML_OUTBOX: '1',
  ALLOW_CONSOLE_SMS: '1',
};

let dataDir: string;
let backupDir: string;
let server: AppProcess | undefined;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-production-start-'));
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-production-backup-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(backupDir, { recursive: true, force: true });
});

/** A command as the operator runs it (`npm run …`: the same entry, without npm's banner). */
function command(entry: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true }).map((entry) => path.join(dir, String(entry)));
}

/**
 * Entries whose mode lets the group or others in (anything but what umask 077 leaves). PGlite sets its files' modes
 * itself (0666): its directory is closed instead, as PostgreSQL's data directory is (0700).
 */
function openToOthers(dir: string): string[] {
  const pglite = path.join(dir, 'pglite');
  return filesUnder(dir)
    .filter((file) => !file.startsWith(`${pglite}/`) && (fs.lstatSync(file).mode & 0o077) !== 0)
    .map((file) => `${path.relative(dir, file)} ${(fs.lstatSync(file).mode & 0o777).toString(8)}`);
}

async function api(url: string, body?: unknown, token?: string) {
  const response = await fetch(`${server!.url}${BASE}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data?: Record<string, unknown> };
}

/** A POST whose Host header the caller chooses (fetch does not let a page set it). */
function postWithHost(url: string, body: unknown, token: string, host: string): Promise<{ code: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server!.url}${BASE}${url}`,
      {
        method: 'POST',
        headers: {
          host,
          'x-forwarded-host': host,
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(JSON.parse(text) as { code: number }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const emlFiles = () =>
  fs.existsSync(path.join(dataDir, 'outbox'))
    ? fs.readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'))
    : [];

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  // The PostgreSQL pass proves the same rules in-process (production-data.test.ts); these processes run on PGlite.
  'an operator puts a development data folder into production',
  { timeout: 240_000 },
  () => {
    it('a development server writes its database, uploads, outbox, SMS files and backups for its own account only', async () => {
      server = await startApp({ dataDir, env: { DATABASE_URL: '', SMTP_URL: '', SMS_DRIVER: 'console' } });
      const lead = await api('/index/sendCustomEmail', {
        name: '李雷',
        phone: '13912340001',
        companyName: '宁波海曙示例贸易有限公司',
        content: '想了解溯源平台的报价',
        application: '立即咨询',
        source: '/index',
      });
      expect(lead).toEqual({ code: 0, msg: '提交成功' });
      expect((await api('/portal/sms/send', { phone: '13800000001', type: 2 })).code).toBe(0);
      const form = new FormData();
      form.append('img', 'licence.png');
      form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'licence.png');
      const upload = await fetch(`${server.url}${BASE}/common/upload`, { method: 'POST', body: form });
      expect(((await upload.json()) as { code: number }).code).toBe(0);
      await waitUntil(
        async () => emlFiles().length > 0 && fs.readdirSync(path.join(dataDir, 'sms')).length > 0,
        30_000,
        'the lead mail and the SMS code written to DATA_DIR',
      );
      const { stdout } = await command('server/src/cli/db-backup.ts', ['backup', '--out', backupDir], {
        NODE_ENV: 'development',
      });
      expect(stdout).toContain('Backup written:');
      expect(fs.readdirSync(path.join(dataDir, 'uploads')).length).toBeGreaterThan(0);
      expect(fs.readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(1);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(fs.statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
      expect(openToOthers(backupDir)).toEqual([]);
      await server.stop();
      server = undefined;
    });

    it('production refuses it, one Chinese/English line per problem saying what to do', async () => {
      const refusal = async (env: Record<string, string>) => {
        const error = await startApp({ dataDir, env }).then(
          async (started) => {
            await started.stop();
            return new Error('production started');
          },
          (caught: unknown) => caught as Error,
        );
        return error.message;
      };
      expect(await refusal({ ...PRODUCTION, PUBLIC_URL: '' })).toContain(
        '  - PUBLIC_URL: 生产环境必须设置访客打开的地址，邮件中的链接（设置密码、激活、重置）由它生成，例如 PUBLIC_URL=https://rencai.example.gov.cn / is required in production: links in mails (set-password, activation, reset) are built from it',
      );
      const message = await refusal(PRODUCTION);
      expect(message).toContain('This data is not fit for production / 数据不能用于生产:');
      expect(message).toContain(
        '  - 账号 admin、reviewer、enterprise01 仍可用 README 公开的开发密码登录：设置 ADMIN_PASSWORD 后运行 npm run data:production',
      );
      expect(message).toContain(
        '  - 数据中有 18 篇开发示例文章（该数据目录首次以开发模式启动）：运行 npm run data:production 删除',
      );
    });

    it('npm run data:production makes it fit; production starts, links come from PUBLIC_URL, /ready and /metrics answer', async () => {
      // Files an older server wrote before it set umask 077.
      const upload = path.join(dataDir, 'uploads', fs.readdirSync(path.join(dataDir, 'uploads'))[0]!);
      fs.chmodSync(upload, 0o644);
      fs.chmodSync(path.join(dataDir, 'uploads'), 0o755);
      const fixed = await command('server/src/cli/data-production.ts', [], { ADMIN_PASSWORD });
      expect(fixed.stdout.split('\n')).toEqual([
        `${path.join(dataDir, 'pglite')}: 已可用于生产 / now fit for production:`,
        '  - 删除 18 篇开发示例文章 / removed 18 development articles',
        '  - 管理员 admin 的密码已设为 ADMIN_PASSWORD / set the password of admin admin from ADMIN_PASSWORD',
        '  - 停用账号 reviewer（仍使用公开的开发密码） / disabled account reviewer (it signed in with a published development password)',
        '  - 停用账号 enterprise01（仍使用公开的开发密码） / disabled account enterprise01 (it signed in with a published development password)',
        '  - 2 个文件和目录已改为仅本账号可读写 / closed 2 files and folders of DATA_DIR to other accounts',
        '',
      ]);
      expect(fs.statSync(upload).mode & 0o777).toBe(0o600);
      server = await startApp({ dataDir, env: PRODUCTION });
      expect(await api('/login', { username: 'admin', password: 'Admin#2026' })).toEqual({
        code: 10002,
        msg: '账号或密码错误',
      });
      expect(await api('/login', { username: 'reviewer', password: 'Review#2026' })).toEqual({
        code: 10003,
        msg: '账号已停用，请联系管理单位',
      });
      const admin = await api('/login', { username: 'admin', password: ADMIN_PASSWORD });
      expect(admin.code).toBe(0);
      expect((await api('/portal/news/list?limit=100')).data).toEqual({ list: [], total: 0 });

      const before = new Set(emlFiles());
      const created = await postWithHost(
        '/portal/admin/users/create',
        { username: 'rev01', orgName: '星桥高新区人才服务中心', email: 'rev01@park.example.com', role: 'reviewer' },
        admin.data!.token as string,
        'evil.example',
      );
      expect(created.code).toBe(0);
      const mail = await waitUntil<string>(
        async () => {
          const name = emlFiles().find((file) => !before.has(file));
          const text = name && fs.readFileSync(path.join(dataDir, 'outbox', name), 'utf8');
          return text && text.includes('rev01@park.example.com') ? text : undefined;
        },
        30_000,
        'the set-password mail',
      );
      const parsed = await simpleParser(mail);
      expect(parsed.text).toMatch(
        new RegExp(`${server.url.replace(/[.:/]/g, '\\$&')}/#/activate\\?token=[\\w-]{43}\\n`),
      );
      expect(`${parsed.text}${String(parsed.html)}${mail}`).not.toContain('evil');
      expect(openToOthers(dataDir)).toEqual([]);

      const ready = await fetch(`${server.url}/ready`);
      expect(ready.status).toBe(200);
      const metrics = await fetch(`${server.url}/metrics`);
      expect(metrics.status).toBe(200);
      const families = parsePrometheusTextFormat(await metrics.text()).map((family) => family.name);
      expect(families).toEqual(
        expect.arrayContaining(['xq_http_requests_total', 'xq_logins_refused_total', 'process_cpu_seconds_total']),
      );
    });
  },
);
