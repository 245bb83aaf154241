import { z } from 'zod';
import { birthDateOfIdCard, genderOfIdCard, isCalendarDate, isValidIdCard, normaliseIdCard } from '../utils/id-card';
import { shanghaiDate } from '../utils/shanghai-date';
import { isEmail, isMobile } from '../utils/validate';
import { cappedTotalFields, pagingQuery, searchKeywordsQuery, ID_TOO_LARGE, MAX_ID } from './envelope';
import { hashSchema } from './chain';
import { attachmentSchema } from './register';

/**
 * Talent filings (ordinary, high-level, graduates) of an approved organisation, and their review by the managing
 * unit (reward applications: reward.ts). One contract for the forms (zodResolver), the MSW mocks and the server routes.
 * Field names avoid the server's generic labels (`category`, `reason`, `phone`, `attachList`) on purpose.
 */

export const TALENT_KINDS = ['common', 'high', 'graduates'] as const;
export type TalentKind = (typeof TALENT_KINDS)[number];
export const TALENT_KIND_LABELS: Record<TalentKind, string> = {
  common: '普通人才',
  high: '高层次人才',
  graduates: '高校毕业生',
};

/** 草稿 / 待审核 / 已通过 / 已驳回 */
export const FILING_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
/** A filing can be edited (and resubmitted) only in these states. */
export const EDITABLE_STATUSES: readonly FilingStatus[] = ['draft', 'rejected'];
export const DECIDABLE_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const GENDERS = ['male', 'female'] as const;

export const EDUCATIONS = ['doctor', 'master', 'bachelor', 'college', 'secondary'] as const;

export const DEGREES = ['doctor', 'master', 'bachelor', 'none'] as const;

/** Dictionary types added for this module (SPEC §3 lists 1..5). */
export const TALENT_DICT_TYPES = { talentCategory: 6, rewardType: 7 } as const;

/** Dictionary 6: high-level talent category. */
export const TALENT_CATEGORIES = [
  { code: 'A', value: 'A 类 国内外顶尖人才' },
  { code: 'B', value: 'B 类 国家级领军人才' },
  { code: 'C', value: 'C 类 省级领军人才' },
  { code: 'D', value: 'D 类 市级高层次人才' },
  { code: 'E', value: 'E 类 其他高层次人才' },
] as const;
export type TalentCategory = (typeof TALENT_CATEGORIES)[number]['code'];
const CATEGORY_CODES = TALENT_CATEGORIES.map((item) => item.code) as [TalentCategory, ...TalentCategory[]];

export const FILING_LIMITS = {
  name: 50,
  text: 50,
  email: 100,
  achievements: 2000,
  resumeFiles: 3,
  certificateFiles: 9,
  supportingFiles: 9,
} as const;

export const TALENT_MESSAGES = {
  nameRequired: '请输入姓名',
  nameMax: '姓名最多 50 个字符',
  genderRequired: '请选择性别',
  genderMismatch: '性别与身份证号码不一致',
  idCardRequired: '请输入身份证号码',
  idCardRule: '请输入正确的身份证号码',
  birthDateRequired: '请选择出生日期',
  birthDateMismatch: '出生日期与身份证号码不一致',
  mobileRequired: '请输入手机号码',
  mobileRule: '请输入正确的手机号码',
  emailRequired: '请输入邮箱地址',
  emailRule: '请输入正确的邮箱地址',
  educationRequired: '请选择学历',
  majorRequired: '请输入所学专业',
  positionRequired: '请输入职务/岗位',
  entryDateRequired: '请选择入职日期',
  entryDateFuture: '入职日期不能晚于今天',
  entryDateTooEarly: '入职日期与出生日期不符（入职时应年满 16 周岁）',
  resumeRequired: '请上传个人简历',
  certificateRequired: '请上传学历学位或职称证书',
  categoryRequired: '请选择人才类别',
  achievementsRequired: '请填写代表性成果',
  supportingRequired: '请上传佐证材料',
  schoolRequired: '请输入毕业院校',
  graduationYearRequired: '请选择毕业年份',
  graduationYearRule: '毕业年份与出生日期不符',
  degreeRequired: '请选择学位',
  diplomaRequired: '请输入毕业证书编号',
  diplomaRule: '毕业证书编号为 6-30 位字母或数字',
  textMax: '最多 50 个字符',
  dateRule: '日期格式应为 YYYY-MM-DD',
} as const;

const optionalText = (max: number, message: string = TALENT_MESSAGES.textMax) =>
  z.string().trim().max(max, message).default('');
const optionalDate = z
  .string()
  .trim()
  .default('')
  .refine((value) => value === '' || isCalendarDate(value), TALENT_MESSAGES.dateRule);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(''), z.enum(values)], { error: message }).default('');
const files = (max: number) => z.array(attachmentSchema).max(max, `附件最多 ${max} 个`).default([]);

/**
 * Every field of every kind. Drafts need only a name; `talentSubmitSchema` adds every rule of the chosen kind.
 * Fields of the other kinds are ignored (and cleared by the server).
 */
const talentFieldsSchema = z.object({
  id: z.number({ error: '编号必须是数字' }).int().positive().max(MAX_ID, ID_TOO_LARGE).optional(),
  kind: z.enum(TALENT_KINDS, { error: '人才类型只能是 common、high 或 graduates' }),
  name: z.string({ error: TALENT_MESSAGES.nameRequired }).trim().max(FILING_LIMITS.name, TALENT_MESSAGES.nameMax),
  gender: optionalEnum(GENDERS, TALENT_MESSAGES.genderRequired),
  idCard: z
    .string()
    .default('')
    .transform(normaliseIdCard)
    .refine((value) => value.length <= 18, TALENT_MESSAGES.idCardRule),
  birthDate: optionalDate,
  mobile: optionalText(11, TALENT_MESSAGES.mobileRule),
  email: optionalText(FILING_LIMITS.email, TALENT_MESSAGES.emailRule),
  education: optionalEnum(EDUCATIONS, TALENT_MESSAGES.educationRequired),
  major: optionalText(FILING_LIMITS.text),
  jobTitle: optionalText(FILING_LIMITS.text),
  position: optionalText(FILING_LIMITS.text),
  entryDate: optionalDate,
  resumeFiles: files(FILING_LIMITS.resumeFiles),
  certificateFiles: files(FILING_LIMITS.certificateFiles),
  talentCategory: optionalEnum(CATEGORY_CODES, TALENT_MESSAGES.categoryRequired),
  achievements: optionalText(FILING_LIMITS.achievements, '代表性成果最多 2000 个字符'),
  supportingFiles: files(FILING_LIMITS.supportingFiles),
  school: optionalText(FILING_LIMITS.text),
  graduationYear: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^\d{4}$/.test(value), '毕业年份应为 4 位数字'),
  degree: optionalEnum(DEGREES, TALENT_MESSAGES.degreeRequired),
  diplomaNumber: optionalText(30, TALENT_MESSAGES.diplomaRule),
});
export type TalentPayload = z.input<typeof talentFieldsSchema>;
export type TalentValues = z.output<typeof talentFieldsSchema>;

type Issue = { path: string; message: string };

/** Adds 16 years to 'YYYY-MM-DD' (29 February → 1 March). */
function sixteenthBirthday(birthDate: string): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + 16, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/** Every submit rule of a talent filing, in form order; the form and the server report the same messages. */
export function talentSubmitIssues(value: TalentValues, today: string = shanghaiDate()): Issue[] {
  const issues: Issue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const m = TALENT_MESSAGES;
  if (!value.name) add('name', m.nameRequired);

  const idValid = value.idCard !== '' && isValidIdCard(value.idCard, today);
  if (!value.gender) add('gender', m.genderRequired);
  else if (idValid && genderOfIdCard(value.idCard) !== value.gender) add('gender', m.genderMismatch);
  if (!value.idCard) add('idCard', m.idCardRequired);
  else if (!idValid) add('idCard', m.idCardRule);
  if (!value.birthDate) add('birthDate', m.birthDateRequired);
  else if (idValid && birthDateOfIdCard(value.idCard, today) !== value.birthDate) add('birthDate', m.birthDateMismatch);

  if (!value.mobile) add('mobile', m.mobileRequired);
  else if (!isMobile(value.mobile)) add('mobile', m.mobileRule);
  if (!value.email) add('email', m.emailRequired);
  else if (!isEmail(value.email)) add('email', m.emailRule);
  if (!value.education) add('education', m.educationRequired);
  if (!value.major) add('major', m.majorRequired);
  if (!value.position) add('position', m.positionRequired);
  if (!value.entryDate) add('entryDate', m.entryDateRequired);
  else if (value.entryDate > today) add('entryDate', m.entryDateFuture);
  else if (value.birthDate && value.entryDate < sixteenthBirthday(value.birthDate))
    add('entryDate', m.entryDateTooEarly);

  if (value.kind === 'high') {
    if (!value.talentCategory) add('talentCategory', m.categoryRequired);
    if (!value.achievements) add('achievements', m.achievementsRequired);
  }
  if (value.kind === 'graduates') {
    if (!value.school) add('school', m.schoolRequired);
    if (!value.graduationYear) add('graduationYear', m.graduationYearRequired);
    else {
      const year = Number(value.graduationYear);
      const birthYear = value.birthDate ? Number(value.birthDate.slice(0, 4)) : undefined;
      if (year > Number(today.slice(0, 4)) || year < 1950 || (birthYear !== undefined && year < birthYear + 15))
        add('graduationYear', m.graduationYearRule);
    }
    if (!value.degree) add('degree', m.degreeRequired);
    if (!value.diplomaNumber) add('diplomaNumber', m.diplomaRequired);
    else if (!/^[A-Za-z0-9]{6,30}$/.test(value.diplomaNumber)) add('diplomaNumber', m.diplomaRule);
  }

  if (value.resumeFiles.length === 0) add('resumeFiles', m.resumeRequired);
  if (value.certificateFiles.length === 0) add('certificateFiles', m.certificateRequired);
  if (value.kind === 'high' && value.supportingFiles.length === 0) add('supportingFiles', m.supportingRequired);
  return issues;
}

/** POST /portal/talent/save: a draft (new or an edit of a draft / rejected filing); only the name is required. */
export const talentDraftSchema = talentFieldsSchema.superRefine((value, ctx) => {
  if (!value.name) ctx.addIssue({ code: 'custom', path: ['name'], message: TALENT_MESSAGES.nameRequired });
});

/** POST /portal/talent/submit: save and send for review; every rule of the kind. */
export const talentSubmitSchema = talentFieldsSchema.superRefine((value, ctx) => {
  for (const issue of talentSubmitIssues(value))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});

/** The fields the form holds (every kind's, empty when unused). */
export type TalentFormValues = Omit<TalentValues, 'id'>;
export function emptyTalentForm(kind: TalentKind): TalentFormValues {
  return {
    kind,
    name: '',
    gender: '',
    idCard: '',
    birthDate: '',
    mobile: '',
    email: '',
    education: '',
    major: '',
    jobTitle: '',
    position: '',
    entryDate: '',
    resumeFiles: [],
    certificateFiles: [],
    talentCategory: '',
    achievements: '',
    supportingFiles: [],
    school: '',
    graduationYear: '',
    degree: '',
    diplomaNumber: '',
  };
}

/** GET /portal/talent/list (an organisation's own; admin sees all) and GET /portal/talent/review/list. */
export const talentListQuerySchema = z.object({
  kind: z.enum(TALENT_KINDS, { error: '人才类型只能是 common、high 或 graduates' }).optional(),
  status: z.enum(FILING_STATUSES, { error: '状态只能是 draft、pending、approved 或 rejected' }).optional(),
  keywords: searchKeywordsQuery,
  ...pagingQuery,
});
export type TalentListQuery = z.input<typeof talentListQuerySchema>;

const statusCounts = z.object({
  draft: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});

export const talentSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TALENT_KINDS),
  name: z.string(),
  gender: z.string(),
  /** Masked: lists never carry the whole number. */
  idCard: z.string(),
  mobile: z.string(),
  education: z.string(),
  major: z.string(),
  position: z.string(),
  talentCategory: z.string(),
  school: z.string(),
  graduationYear: z.string(),
  status: z.enum(FILING_STATUSES),
  orgName: z.string(),
  reviewReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TalentSummary = z.infer<typeof talentSummarySchema>;
export const talentListSchema = z.object({
  list: z.array(talentSummarySchema),
  total: z.number().int(),
  counts: statusCounts,
  ...cappedTotalFields,
});
export type TalentList = z.infer<typeof talentListSchema>;

const files_ = z.array(attachmentSchema);
/** GET /portal/talent/detail: the whole filing (the organisation's own, or any submitted one for the reviewer). */
export const talentDetailSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TALENT_KINDS),
  name: z.string(),
  gender: z.string(),
  idCard: z.string(),
  birthDate: z.string(),
  mobile: z.string(),
  email: z.string(),
  education: z.string(),
  major: z.string(),
  jobTitle: z.string(),
  position: z.string(),
  entryDate: z.string(),
  resumeFiles: files_,
  certificateFiles: files_,
  talentCategory: z.string(),
  achievements: z.string(),
  supportingFiles: files_,
  school: z.string(),
  graduationYear: z.string(),
  degree: z.string(),
  diplomaNumber: z.string(),
  status: z.enum(FILING_STATUSES),
  orgName: z.string(),
  reviewReason: z.string().nullable(),
  reviewerName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * D9: the ledger transaction of the latest submission (its content), and, once approved, of the approval (which
   * names that submission's payload hash): the filing's "transaction hash" shown with its explorer QR code.
   */
  submitTxHash: hashSchema.nullable(),
  txHash: hashSchema.nullable(),
});
export type TalentDetail = z.infer<typeof talentDetailSchema>;

export const savedIdSchema = z.object({ id: z.number().int() });

/** POST /common/upload with field kind=document: pictures as before, or a PDF (by its %PDF- bytes), 5 MB. */
export const DOCUMENT_UPLOAD_RULES = {
  field: 'kind',
  value: 'document',
  extensions: ['jpg', 'jpeg', 'gif', 'png', 'bmp', 'pdf'],
  typeMessage: '上传文件只能是 JPG/JPEG/GIF/PNG/BMP 图片或 PDF 文件!',
  sizeMessage: '上传文件大小不能超过 5MB!',
} as const;
