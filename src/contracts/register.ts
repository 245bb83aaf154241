import { z } from 'zod';
import { isEmail } from '../utils/validate';
import { accountField, codeField, mobileField, passwordField, type UserType } from './auth';

/** SPEC §5 registration messages, per registration type (1 enterprise, 2 institution, 3 university). */
export const REGISTER_MESSAGES = {
  max50: '最大字符50',
  max20: '最大字符20',
  certificateRequired: '请上传证件',
  confirmPasswordRequired: '请再次输入密码',
  passwordMismatch: '两次输入密码不一致!',
  emailRequired: '请输入邮箱地址',
  emailRule: '请输入正确的邮箱地址',
  confirmPhoneRequired: '请再次输入手机号',
  phoneMismatch: '两次输入手机号不一致!',
  byType: {
    1: {
      orgName: '请输入企业名称',
      address: '请输入企业地址',
      principalName: '请输入法人姓名',
      orgCode: '请输入营业执照',
      orgType: '请选择所属行业',
      property: '请选择企业性质',
      scale: '请选择企业规模',
    },
    2: {
      orgName: '请输入单位名称',
      address: '请输入单位地址',
      principalName: '请输入负责人姓名',
      orgCode: '请输入机构代码证',
      orgType: '请选择单位类型',
    },
    3: {
      orgName: '请输入学校名称',
      address: '请输入学校地址',
      principalName: '请输入负责人姓名',
      orgCode: '请输入机构代码证',
      orgType: '请选择办学层次',
    },
  },
} as const;

export const attachmentSchema = z.object({
  filePath: z.string().min(1, '附件路径不能为空').max(200, '附件路径过长'),
  url: z.string().max(300).optional(),
  name: z.string().max(200).optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const text = (max: number) => z.string().trim().max(max);

/** POST /portal/user/register: the SPEC §3 registration payload, every §5 rule checked again. */
export const registerSchema = z
  .object({
    userType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择注册类型' }),
    orgName: text(200),
    orgType: text(20),
    property: text(20).optional(),
    scale: text(20).optional(),
    principalName: text(200),
    address: text(200),
    orgCode: text(200),
    username: accountField,
    password: passwordField,
    phone: mobileField,
    msgCode: codeField,
    email: z
      .string({ error: REGISTER_MESSAGES.emailRequired })
      .trim()
      .min(1, REGISTER_MESSAGES.emailRequired)
      .refine(isEmail, REGISTER_MESSAGES.emailRule),
    attachList: z.array(attachmentSchema).max(1, '证件图片最多 1 张'),
  })
  .superRefine((value, ctx) => {
    const messages = REGISTER_MESSAGES.byType[value.userType as UserType];
    const requireText = (field: 'orgName' | 'address' | 'principalName' | 'orgCode', max: number) => {
      const fieldValue = value[field];
      if (!fieldValue) ctx.addIssue({ code: 'custom', path: [field], message: messages[field] });
      else if (fieldValue.length > max)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: max === 50 ? REGISTER_MESSAGES.max50 : REGISTER_MESSAGES.max20,
        });
    };
    requireText('orgName', 50);
    requireText('address', 50);
    requireText('principalName', 20);
    requireText('orgCode', 20);
    if (!value.orgType) ctx.addIssue({ code: 'custom', path: ['orgType'], message: messages.orgType });
    if (value.userType === 1) {
      const enterprise = REGISTER_MESSAGES.byType[1];
      if (!value.property) ctx.addIssue({ code: 'custom', path: ['property'], message: enterprise.property });
      if (!value.scale) ctx.addIssue({ code: 'custom', path: ['scale'], message: enterprise.scale });
    }
    if (value.attachList.length === 0)
      ctx.addIssue({ code: 'custom', path: ['attachList'], message: REGISTER_MESSAGES.certificateRequired });
  });
export type RegisterPayload = z.infer<typeof registerSchema>;

/** Dictionary types (SPEC §3): 1 industry, 2 unit type, 3 school level, 4 nature, 5 scale; 6 talent category and 7 reward type (contracts/talent.ts, contracts/reward.ts). */
export const DICT_TYPES = { industry: 1, unitType: 2, schoolLevel: 3, nature: 4, scale: 5 } as const;
export const dictQuerySchema = z.object({
  type: z.coerce
    .number({ error: '字典类型必须是数字' })
    .int('字典类型必须是 1 到 7 的整数')
    .min(1, '字典类型必须是 1 到 7')
    .max(7, '字典类型必须是 1 到 7'),
});
export const dictEntrySchema = z.object({ value: z.string(), code: z.string() });
export type DictEntry = z.infer<typeof dictEntrySchema>;

/** POST /common/upload answer. */
export const uploadResultSchema = z.object({ filePath: z.string(), url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
export const UPLOAD_RULES = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'gif', 'png', 'bmp'],
  typeMessage: '上传图片只能是 JPG/JPEG/GIF/PNG/BMP 格式!',
  sizeMessage: '上传图片大小不能超过 5MB!',
} as const;
