import { http, HttpResponse } from 'msw';
import { AUDIT_ACTION_LABELS, auditFilterSchema, auditListQuerySchema } from '../../contracts/audit';
import type { AuditAction, AuditEntry, AuditFilter } from '../../contracts/audit';
import { API } from '../../contracts/paths';
import { shanghaiDate } from '../../utils/shanghai-date';
import { mockDb, type MockAccount, type MockDb } from '../db';
import { api, cappedTotal, ok, parseOr, queryOf } from '../respond';
import { callerOf } from './auth';

/** The audit log of a mock database, newest last; a few entries to filter by hand. */
const logs = new WeakMap<MockDb, AuditEntry[]>();

const MINUTE_MS = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS).toISOString();

function seedLog(): AuditEntry[] {
  const seed: [minutes: number, name: string, role: string, action: AuditAction, target: string, summary: string][] = [
    [600, 'admin', 'admin', 'auth.login', 'user:1', '登录成功（账号密码）'],
    [590, 'ghost01', '', 'auth.loginFailed', '', '登录失败（账号密码）：账号或密码错误'],
    [580, 'reviewer', 'reviewer', 'auth.login', 'user:3', '登录成功（账号密码）'],
    [
      570,
      'reviewer',
      'reviewer',
      'review.registration',
      'user:16',
      '驳回注册申请：杭州雾灵电子商务有限公司（账号 apply13），原因：营业执照图片模糊，请重新上传清晰的证件照片',
    ],
    [300, 'admin', 'admin', 'lead.export', '', '导出线索 CSV，共 0 条'],
    [
      120,
      'reviewer',
      'reviewer',
      'content.publish',
      'article:1',
      '发布文章《高新区人才服务联盟链平台正式上线运行》（新闻动态）',
    ],
  ];
  return seed.map(([minutes, actorName, actorRole, action, target, summary], index) => ({
    id: index + 1,
    at: minutesAgo(minutes),
    actorId: actorRole ? index + 1 : null,
    actorName,
    actorRole,
    ip: actorRole ? '127.0.0.1' : '198.51.100.9',
    action,
    target,
    targetName: '',
    summary,
  }));
}

function logOf(db: MockDb): AuditEntry[] {
  let log = logs.get(db);
  if (!log) {
    log = seedLog();
    logs.set(db, log);
  }
  return log;
}

/** What the operations console's mock handlers record, like the server does in the same transaction as the change. */
export function recordMockAudit(
  actor: Pick<MockAccount, 'username' | 'roles'> & { id?: number | null },
  action: AuditAction,
  summary: string,
  target = '',
  targetName = '',
): void {
  const log = logOf(mockDb.current);
  log.push({
    id: (log.at(-1)?.id ?? 0) + 1,
    at: new Date().toISOString(),
    actorId: actor.id ?? null,
    actorName: actor.username,
    actorRole: actor.roles[0] ?? '',
    ip: '127.0.0.1',
    action,
    target,
    targetName,
    summary,
  });
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

function matching(filter: AuditFilter): AuditEntry[] {
  return logOf(mockDb.current)
    .filter(
      (entry) =>
        (!filter.actor || contains(entry.actorName, filter.actor)) &&
        (!filter.action || entry.action === filter.action) &&
        (!filter.from || shanghaiDate(entry.at) >= filter.from) &&
        (!filter.to || shanghaiDate(entry.at) <= filter.to) &&
        (!filter.keywords ||
          [entry.summary, entry.target, entry.targetName, entry.ip].some((text) => contains(text, filter.keywords!))),
    )
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
}

const csvCell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

export const auditHandlers = [
  http.get(api(API.auditList), ({ request }) => {
    const caller = callerOf(request, API.auditList);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(auditListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { currPage, limit, ...filter } = parsed.data;
    const list = matching(filter);
    return ok({ list: list.slice((currPage - 1) * limit, currPage * limit), ...cappedTotal(list.length) });
  }),
  http.get(api(API.auditExport), ({ request }) => {
    const caller = callerOf(request, API.auditExport);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(auditFilterSchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    recordMockAudit(caller, 'audit.export', '导出操作日志 CSV');
    const header = ['编号', '时间（北京时间）', '操作人', '角色', 'IP', '操作类型', '对象', '对象名称', '摘要'];
    const rows = matching(parsed.data).map((entry) =>
      [
        entry.id,
        entry.at,
        entry.actorName,
        entry.actorRole,
        entry.ip,
        AUDIT_ACTION_LABELS[entry.action],
        entry.target,
        entry.targetName,
        entry.summary,
      ]
        .map(csvCell)
        .join(','),
    );
    return new HttpResponse(`\uFEFF${[header.map(csvCell).join(','), ...rows].join('\r\n')}\r\n`, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
  }),
];
