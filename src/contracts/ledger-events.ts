// Without zod: the explorer's pages name the kinds in their first load, where the schemas are not needed.

/** Kinds of platform events appended to the ledger. */
export const LEDGER_EVENTS = [
  'registration.submitted',
  'registration.approved',
  'registration.rejected',
  'lead.received',
  'service.requested',
  'talent.submitted',
  'talent.decided',
  'reward.submitted',
  'reward.decided',
  'trace.recorded',
  'audit.recorded',
] as const;
export type LedgerEvent = (typeof LEDGER_EVENTS)[number];

/** What the explorer calls each kind (public: kinds, hashes and times only, D9). */
export const LEDGER_EVENT_LABELS: Record<LedgerEvent, string> = {
  'registration.submitted': '机构注册申请',
  'registration.approved': '机构注册审核通过',
  'registration.rejected': '机构注册审核驳回',
  'lead.received': '业务咨询',
  'service.requested': '服务邀请',
  'talent.submitted': '人才登记提交',
  'talent.decided': '人才登记审核',
  'reward.submitted': '奖励申报提交',
  'reward.decided': '奖励申报审核',
  'trace.recorded': '溯源环节上链',
  'audit.recorded': '操作审计记录',
};
