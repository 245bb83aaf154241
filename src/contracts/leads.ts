import { z } from 'zod';
import { CSV_BOM, csvLine } from '../utils/csv';
import { isCalendarDate } from '../utils/id-card';
import { isDigits, isMobile } from '../utils/validate';
import { cappedTotalFields, pagingQuery, searchKeywordsQuery, ID_TOO_LARGE, MAX_ID } from './envelope';

/** SPEC §5 contact-dialog messages (home, partner, every contact button). */
export const CONTACT_MESSAGES = {
  nameRequired: '请输入姓名',
  nameMax: '20 个字符以内',
  phoneRequired: '电话号码不能为空',
  phoneDigits: '请输入数字值',
  phoneRule: '电话号码格式不正确',
  companyRequired: '请输入公司名称',
} as const;

/** SPEC §5 lead-form messages (digital-collectible proposal), in Chinese per DECISIONS D7. */
export const LEAD_MESSAGES = {
  nameRequired: '请输入您的称呼/姓名',
  companyRequired: '请输入公司名称',
  phoneRequired: '请输入手机号码',
  phoneRule: '请输入正确的手机号码',
} as const;

/** The two products a home-page applicant can choose (SPEC §3 application form). */
export const APPLICATION_PRODUCTS = ['区块链存证平台', '区块链溯源平台'] as const;

// The labels are their own module (no zod), so a page that only names one does not load the schemas.

export const contactNameField = z
  .string({ error: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.nameRequired)
  .max(20, CONTACT_MESSAGES.nameMax);

/**
 * The one mobile rule of every lead form, the SPA's and the server's alike (DECISIONS D14): any mainland mobile
 * `1[3-9]\d{9}`, required; `digits` first says "digits only" when the dialog asks for that message.
 */
function mobilePhoneField(messages: { required: string; rule: string; digits?: string }) {
  const required = z.string({ error: messages.required }).trim().min(1, messages.required);
  return (messages.digits ? required.refine(isDigits, messages.digits) : required).refine(isMobile, messages.rule);
}

/** Contact-dialog phone: required, digits, then a mainland mobile. */
export const contactPhoneField = mobilePhoneField({
  required: CONTACT_MESSAGES.phoneRequired,
  digits: CONTACT_MESSAGES.phoneDigits,
  rule: CONTACT_MESSAGES.phoneRule,
});

/** Contact dialog form (SPEC §3 contact dialog message). */
export const contactFormSchema = z.object({
  name: contactNameField,
  phone: contactPhoneField,
  companyName: z
    .string({ error: CONTACT_MESSAGES.companyRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.companyRequired)
    .max(50, '公司名称最多 50 个字符'),
  content: z.string().trim().max(2000, '留言最多 2000 个字符').optional(),
});

/** Home application form (SPEC §3): same name and phone rules; company and content unconstrained. */
export const applicationFormSchema = z.object({
  name: contactNameField,
  phone: contactPhoneField,
  companyName: z.string().trim().max(50, '公司名称最多 50 个字符').optional(),
  applicationName: z.enum(APPLICATION_PRODUCTS, { error: '请选择申请的产品' }),
  content: z.string().trim().max(2000, '需求描述最多 2000 个字符').optional(),
});

/** Lead form on the digital-collectible landing page (SPEC §3, §5). */
export const proposalFormSchema = z.object({
  name: z
    .string({ error: LEAD_MESSAGES.nameRequired })
    .trim()
    .min(1, LEAD_MESSAGES.nameRequired)
    .max(20, '称呼最多 20 个字符'),
  companyName: z
    .string({ error: LEAD_MESSAGES.companyRequired })
    .trim()
    .min(1, LEAD_MESSAGES.companyRequired)
    .max(50, '公司名称最多 50 个字符'),
  phone: mobilePhoneField({ required: LEAD_MESSAGES.phoneRequired, rule: LEAD_MESSAGES.phoneRule }),
  remark: z.string().trim().max(2000, '备注最多 2000 个字符').optional(),
});

/** Where on the site a lead was left, recorded with it (a hash path such as /solution?id=2). */
const sourceField = z.string().trim().max(200, '来源页面过长').optional();

/**
 * The inbox's source filter finds the page paths that start with what was typed, in any case: 'solution',
 * '/Solution' and '#/solution' all find /solution?id=2 (a path typed without its slash, or with the hash, gets one).
 * A prefix rather than any substring, so that the database reads a range of one index, not every lead.
 */
export function sourcePrefix(typed: string): string {
  const path = typed.trim().replace(/^#/, '');
  return (path.startsWith('/') ? path : `/${path}`).toLowerCase();
}

/** POST /api/email/sendEmail2 (home application). */
export const applicationLeadSchema = applicationFormSchema.extend({ source: sourceField });
export type ApplicationLeadPayload = z.infer<typeof applicationLeadSchema>;

/** POST /index/sendCustomEmail (contact, consultation, proposal): the forms' own mobile rule. */
export const customEmailSchema = contactFormSchema.extend({
  email: z.string().trim().max(100, '邮箱最多 100 个字符').optional(),
  application: z.string().trim().max(50, '申请项目最多 50 个字符').optional(),
  source: sourceField,
});
export type CustomEmailPayload = z.infer<typeof customEmailSchema>;

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: '待跟进', contacted: '已联系', closed: '已关闭' };
/** Where a lead came from: the two public endpoints, or a portal service request. */
export const LEAD_KINDS = ['application', 'contact', 'portal'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** SPEC §9: 100 free application slots, call-back within 48 hours. */
export const FREE_APPLICATION_SLOTS = 100;
export const CALLBACK_HOURS = 48;

export const leadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  source: z.string(),
  application: z.string(),
  name: z.string(),
  phone: z.string(),
  companyName: z.string(),
  content: z.string(),
  email: z.string(),
  ip: z.string(),
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const dateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(isCalendarDate, '日期不存在')
  .optional();

/** GET /portal/leads/list */
export const leadListQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: '状态只能是 new、contacted 或 closed' }).optional(),
  source: z.string().trim().max(200, '来源过长').optional(),
  kind: z.enum(LEAD_KINDS, { error: '类型只能是 application、contact 或 portal' }).optional(),
  from: dateQuery,
  to: dateQuery,
  keywords: searchKeywordsQuery,
  ...pagingQuery,
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;

export const leadListSchema = z.object({
  list: z.array(leadSchema),
  total: z.number().int(),
  counts: z.object({ new: z.number(), contacted: z.number(), closed: z.number() }),
  ...cappedTotalFields,
  freeSlotsTaken: z.number().int(),
});
export type LeadList = z.infer<typeof leadListSchema>;

/** POST /portal/leads/status */
export const leadStatusSchema = z.object({
  id: z.number({ error: '线索编号必须是数字' }).int().positive().max(MAX_ID, ID_TOO_LARGE),
  status: z.enum(LEAD_STATUSES, { error: '状态只能是 new、contacted 或 closed' }),
  note: z.string().trim().max(500, '备注最多 500 个字符').default(''),
});
export type LeadStatusPayload = z.infer<typeof leadStatusSchema>;

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  application: '免费应用申请',
  contact: '咨询留言',
  portal: '服务邀请',
};

const LEAD_CSV_COLUMNS = [
  '编号',
  '类型',
  '来源页面',
  '申请项目',
  '姓名',
  '电话',
  '公司名称',
  '留言内容',
  '访客邮箱',
  'IP',
  '状态',
  '备注',
  '提交时间',
];

/** The first lines of the leads CSV: the byte order mark and the column names. */
export function leadsCsvHead(): string {
  return CSV_BOM + csvLine(LEAD_CSV_COLUMNS);
}

/** One lead as a CSV line; `timeOf` words createdAt. */
export function leadCsvLine(lead: Lead, timeOf: (iso: string) => string): string {
  return csvLine([
    lead.id,
    LEAD_KIND_LABELS[lead.kind] ?? lead.kind,
    lead.source,
    lead.application,
    lead.name,
    lead.phone,
    lead.companyName,
    lead.content,
    lead.email,
    lead.ip,
    LEAD_STATUS_LABELS[lead.status] ?? lead.status,
    lead.note,
    timeOf(lead.createdAt),
  ]);
}

/** GET /portal/leads/export: UTF-8 with BOM so that Excel reads Chinese correctly; `timeOf` words createdAt. */
export function leadsCsv(leads: readonly Lead[], timeOf: (iso: string) => string): string {
  return leadsCsvHead() + leads.map((lead) => leadCsvLine(lead, timeOf)).join('');
}
