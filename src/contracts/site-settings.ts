import { z } from 'zod';
import { isEmail } from '../utils/validate';
import type { SiteOffice, SiteSettings } from './site-defaults';

/**
 * Site facts at run time (DECISIONS D13): the public GET answers what the admin saved (null before the first save:
 * the build's defaults apply), the admin's POST replaces the whole object and is audited naming what changed.
 */

/** A landline or service number: digits with hyphens (400-000-0000, 0571-0000-0000). */
const PHONE_PATTERN = /^\d[\d-]{5,18}\d$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}最多 ${max} 个字符`);

const phone = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(PHONE_PATTERN, `${label}只能由数字和连字符组成，如 400-000-0000`);

const link = (label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(300, `${label}最多 300 个字符`)
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]*$/.test(value),
      `${label}须以 http:// 或 https:// 开头，或留空`,
    );

export const siteOfficeSchema = z.object({
  city: text('办公地点名称', 20),
  address: text('办公地址', 100),
  phone: phone('办公电话'),
}) satisfies z.ZodType<SiteOffice>;

/** POST /portal/admin/site/settings (the whole object) and the answer of both calls. */
export const siteSettingsSchema = z.object({
  examples: z.boolean({ error: '请选择是否显示“示例”标记' }),
  companyName: text('公司名称', 50),
  copyright: text('版权声明', 100),
  techSupport: text('技术支持单位', 50),
  hotline: phone('服务热线'),
  hotlineHours: text('热线服务时间', 30),
  serviceEmail: z
    .string({ error: '请输入商务邮箱' })
    .trim()
    .min(1, '请输入商务邮箱')
    .refine(isEmail, '请输入正确的商务邮箱，如 service@company.cn'),
  offices: z
    .array(siteOfficeSchema, { error: '请填写办公地点' })
    .min(1, '请至少填写一个办公地点')
    .max(6, '最多填写 6 个办公地点'),
  parkName: text('人才平台主办单位', 50),
  parkAddress: text('主办单位地址', 100),
  icpRecord: text('ICP 备案号', 50),
  icpUrl: link('ICP 备案链接'),
  policeRecord: text('公安备案号', 50),
  policeUrl: link('公安备案链接'),
}) satisfies z.ZodType<SiteSettings>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** GET /portal/site/settings: null until an admin saves them. */
export const siteSettingsAnswerSchema = siteSettingsSchema.nullable();

/** How the audit log and the console name each fact. */
export const SITE_SETTING_LABELS: Record<Exclude<keyof SiteSettings, 'offices'>, string> = {
  examples: '“示例”标记',
  companyName: '公司名称',
  copyright: '版权声明',
  techSupport: '技术支持单位',
  hotline: '服务热线',
  hotlineHours: '热线服务时间',
  serviceEmail: '商务邮箱',
  parkName: '人才平台主办单位',
  parkAddress: '主办单位地址',
  icpRecord: 'ICP 备案号',
  icpUrl: 'ICP 备案链接',
  policeRecord: '公安备案号',
  policeUrl: '公安备案链接',
};

const shown = (value: string | boolean) =>
  typeof value === 'boolean' ? (value ? '显示' : '不显示') : value === '' ? '（空）' : value;
const officeText = (office: SiteOffice) => `${office.city}，${office.address}，${office.phone}`;

/** What a save changes, one Chinese phrase per fact ("服务热线 400-000-0000 → 400-123-4567"); empty: nothing. */
export function siteSettingsChanges(before: SiteSettings, after: SiteSettings): string[] {
  const changes: string[] = [];
  for (const key of Object.keys(SITE_SETTING_LABELS) as (keyof typeof SITE_SETTING_LABELS)[])
    if (before[key] !== after[key])
      changes.push(`${SITE_SETTING_LABELS[key]} ${shown(before[key])} → ${shown(after[key])}`);
  const count = Math.max(before.offices.length, after.offices.length);
  for (let index = 0; index < count; index += 1) {
    const old = before.offices[index];
    const now = after.offices[index];
    if (old && now && officeText(old) === officeText(now)) continue;
    if (old && now) changes.push(`办公地点 ${index + 1}：${officeText(old)} → ${officeText(now)}`);
    else if (now) changes.push(`新增办公地点 ${index + 1}：${officeText(now)}`);
    else if (old) changes.push(`删除办公地点 ${index + 1}：${officeText(old)}`);
  }
  return changes;
}
