import { z } from 'zod';
import { pagingQuery } from './envelope';
import { LEAD_STATUSES } from './leads';

/** Services an organisation can invite (DECISIONS D7). */
export const SERVICE_KINDS = [
  { value: 'evidence', label: '区块链存证' },
  { value: 'traceability', label: '区块链溯源' },
  { value: 'collectible', label: '数字藏品平台' },
  { value: 'training', label: '区块链人才培训' },
  { value: 'custom', label: '定制开发' },
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number]['value'];
const serviceKindValues = SERVICE_KINDS.map((kind) => kind.value) as [ServiceKind, ...ServiceKind[]];

/** POST /portal/service/create */
export const serviceCreateSchema = z.object({
  kind: z.enum(serviceKindValues, { error: '请选择服务类型' }),
  description: z
    .string({ error: '请填写需求描述' })
    .trim()
    .min(1, '请填写需求描述')
    .max(2000, '需求描述最多 2000 个字符'),
  contactTime: z.string().trim().max(50, '方便联系的时间最多 50 个字符').default(''),
});
export type ServiceCreatePayload = z.input<typeof serviceCreateSchema>;

export const serviceListQuerySchema = z.object({ ...pagingQuery });

export const serviceRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(serviceKindValues),
  description: z.string(),
  contactTime: z.string(),
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export const serviceListSchema = z.object({ list: z.array(serviceRequestSchema), total: z.number().int() });
