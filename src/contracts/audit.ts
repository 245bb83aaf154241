import { z } from 'zod';
import { keywordsQuery, pageOf, pagingQuery, totalCappedField } from './envelope';
import { dateQuery } from './leads';

/**
 * Audit log (D8, admin only): every review decision, account change, content change, lead status change,
 * export and sign-in, written in the same transaction as the change it records. Append-only.
 */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.loginFailed',
  'account.create',
  'account.disable',
  'account.enable',
  'account.resetLink',
  'account.activate',
  'account.passwordChange',
  'account.passwordReset',
  'account.totpEnable',
  'account.totpReset',
  'security.totpPolicy',
  'review.registration',
  'review.talent',
  'review.reward',
  'content.save',
  'content.publish',
  'content.unpublish',
  'content.delete',
  'lead.status',
  'lead.export',
  'audit.export',
  'site.settings',
  'session.end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': '登录成功',
  'auth.loginFailed': '登录失败',
  'account.create': '创建账号',
  'account.disable': '停用账号',
  'account.enable': '启用账号',
  'account.resetLink': '发送设置密码链接',
  'account.activate': '通过链接设置密码',
  'account.passwordChange': '修改密码',
  'account.passwordReset': '邮箱验证码重置密码',
  'account.totpEnable': '启用两步验证',
  'account.totpReset': '重置两步验证',
  'security.totpPolicy': '两步验证要求',
  'review.registration': '注册审核',
  'review.talent': '人才登记审核',
  'review.reward': '奖励申报审核',
  'content.save': '保存文章',
  'content.publish': '发布文章',
  'content.unpublish': '撤回文章',
  'content.delete': '删除文章',
  'lead.status': '更新线索状态',
  'lead.export': '导出线索',
  'audit.export': '导出操作日志',
  'site.settings': '修改站点信息',
  'session.end': '结束会话',
};

/** Filters of GET /portal/audit/list and GET /portal/audit/export (dates are Beijing days, both included). */
export const auditFilterSchema = z.object({
  /** Part of the actor's account name (for a failed sign-in: the name tried). */
  actor: z.string().trim().max(50, '操作人最多 50 个字符').optional(),
  action: z.enum(AUDIT_ACTIONS, { error: '操作类型不正确' }).optional(),
  from: dateQuery,
  to: dateQuery,
  /** Part of the summary, the target, its name or the IP. */
  keywords: keywordsQuery,
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** GET /portal/audit/list */
export const auditListQuerySchema = auditFilterSchema.extend(pagingQuery);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO time. */
  at: z.string(),
  /** Null for a failed sign-in (nobody signed in). */
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  /** admin, reviewer, enterprise, institution, school, or '' when nobody signed in. */
  actorRole: z.string(),
  ip: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What was acted on: 'user:12', 'article:5', 'lead:7', 'talent:3', 'reward:2', or '' (exports). */
  target: z.string(),
  targetName: z.string(),
  /** One Chinese sentence. */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = pageOf(auditEntrySchema).extend({ totalCapped: totalCappedField });
export type AuditList = z.infer<typeof auditListSchema>;
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
