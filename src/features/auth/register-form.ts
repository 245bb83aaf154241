import { z } from 'zod';
import { AUTH_MESSAGES, accountField, mobileField, passwordField } from '@/contracts/auth';
import { REGISTER_MESSAGES, attachmentSchema, type Attachment, type RegisterPayload } from '@/contracts/register';
import { isEmail } from '@/utils/validate';

/** SPEC §3 registration types: 1 park enterprise, 2 park institution, 3 university. */
export type RegisterType = 1 | 2 | 3;
export const REGISTER_TYPE_OPTIONS: { value: RegisterType; label: string }[] = [
  { value: 1, label: '园区企业' },
  { value: 2, label: '园区机构' },
  { value: 3, label: '高校' },
];

/** Step 1 form values, with the SPEC field names. Shared names (contactperson, license2) serve types 2 and 3. */
export interface RegisterStep1Values {
  typeradio: RegisterType;
  enterprisename: string;
  industry?: string;
  nature?: string;
  scale?: string;
  legalperson: string;
  address: string;
  license: string;
  attachList: Attachment[];
  unitname: string;
  unittype?: string;
  contactperson: string;
  unitaddress: string;
  license2: string;
  attachList2: Attachment[];
  schoolname: string;
  schoollevel?: string;
  schooladdress: string;
  attachList3: Attachment[];
}

/** Everything empty except the chosen type: what a type change resets to (SPEC §2). */
export function emptyStep1(typeradio: RegisterType = 1): RegisterStep1Values {
  return {
    typeradio,
    enterprisename: '',
    industry: undefined,
    nature: undefined,
    scale: undefined,
    legalperson: '',
    address: '',
    license: '',
    attachList: [],
    unitname: '',
    unittype: undefined,
    contactperson: '',
    unitaddress: '',
    license2: '',
    attachList2: [],
    schoolname: '',
    schoollevel: undefined,
    schooladdress: '',
    attachList3: [],
  };
}

const requiredText = (message: string, max: 50 | 20) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, max === 50 ? REGISTER_MESSAGES.max50 : REGISTER_MESSAGES.max20);
const requiredSelect = (message: string) => z.string({ error: message }).min(1, message);
const certificate = z
  .array(attachmentSchema, { error: REGISTER_MESSAGES.certificateRequired })
  .min(1, REGISTER_MESSAGES.certificateRequired)
  .max(1);

const enterpriseMessages = REGISTER_MESSAGES.byType[1];
const institutionMessages = REGISTER_MESSAGES.byType[2];
const schoolMessages = REGISTER_MESSAGES.byType[3];

/** SPEC §5 step-1 rules, one schema per type; fields of the other types are dropped. */
export const step1Schemas = {
  1: z.object({
    typeradio: z.literal(1),
    enterprisename: requiredText(enterpriseMessages.orgName, 50),
    industry: requiredSelect(enterpriseMessages.orgType),
    nature: requiredSelect(enterpriseMessages.property),
    scale: requiredSelect(enterpriseMessages.scale),
    legalperson: requiredText(enterpriseMessages.principalName, 20),
    address: requiredText(enterpriseMessages.address, 50),
    license: requiredText(enterpriseMessages.orgCode, 20),
    attachList: certificate,
  }),
  2: z.object({
    typeradio: z.literal(2),
    unitname: requiredText(institutionMessages.orgName, 50),
    unittype: requiredSelect(institutionMessages.orgType),
    contactperson: requiredText(institutionMessages.principalName, 20),
    unitaddress: requiredText(institutionMessages.address, 50),
    license2: requiredText(institutionMessages.orgCode, 20),
    attachList2: certificate,
  }),
  3: z.object({
    typeradio: z.literal(3),
    schoolname: requiredText(schoolMessages.orgName, 50),
    schoollevel: requiredSelect(schoolMessages.orgType),
    contactperson: requiredText(schoolMessages.principalName, 20),
    schooladdress: requiredText(schoolMessages.address, 50),
    license2: requiredText(schoolMessages.orgCode, 20),
    attachList3: certificate,
  }),
} as const;
export type RegisterStep1Output =
  z.output<(typeof step1Schemas)[1]> | z.output<(typeof step1Schemas)[2]> | z.output<(typeof step1Schemas)[3]>;

/** The fields step 1 needs for each type: they light up the next-step button once all are present. */
export const STEP1_REQUIRED_FIELDS: Record<RegisterType, (keyof RegisterStep1Values)[]> = {
  1: ['enterprisename', 'industry', 'nature', 'scale', 'legalperson', 'address', 'license', 'attachList'],
  2: ['unitname', 'unittype', 'contactperson', 'unitaddress', 'license2', 'attachList2'],
  3: ['schoolname', 'schoollevel', 'contactperson', 'schooladdress', 'license2', 'attachList3'],
};

export function isStep1Filled(values: Partial<RegisterStep1Values>): boolean {
  const type = values.typeradio ?? 1;
  return STEP1_REQUIRED_FIELDS[type].every((field) => {
    const value = values[field];
    if (Array.isArray(value)) return value.length > 0;
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  });
}

/** Upload field of each type (SPEC §3: img/attachList, img2/attachList2, img3/attachList3). */
export const ATTACH_FIELD: Record<RegisterType, 'attachList' | 'attachList2' | 'attachList3'> = {
  1: 'attachList',
  2: 'attachList2',
  3: 'attachList3',
};

export interface RegisterStep2Values {
  accountname: string;
  newpwd: string;
  renewpwd: string;
  email: string;
  code: string;
  phone: string;
  rephone: string;
}

export function emptyStep2(): RegisterStep2Values {
  return { accountname: '', newpwd: '', renewpwd: '', email: '', code: '', phone: '', rephone: '' };
}

/** SPEC §5 step-2 rules: account and password as for login, confirmations equal, e-mail, code, phone. */
export const step2Schema = z
  .object({
    accountname: accountField,
    newpwd: passwordField,
    renewpwd: z
      .string({ error: REGISTER_MESSAGES.confirmPasswordRequired })
      .min(1, REGISTER_MESSAGES.confirmPasswordRequired),
    email: z
      .string({ error: REGISTER_MESSAGES.emailRequired })
      .trim()
      .min(1, REGISTER_MESSAGES.emailRequired)
      .refine(isEmail, REGISTER_MESSAGES.emailRule),
    code: z.string({ error: AUTH_MESSAGES.codeRequired }).trim().min(1, AUTH_MESSAGES.codeRequired),
    phone: mobileField,
    rephone: z
      .string({ error: REGISTER_MESSAGES.confirmPhoneRequired })
      .trim()
      .min(1, REGISTER_MESSAGES.confirmPhoneRequired),
  })
  .superRefine((values, ctx) => {
    if (values.renewpwd && values.renewpwd !== values.newpwd)
      ctx.addIssue({ code: 'custom', path: ['renewpwd'], message: REGISTER_MESSAGES.passwordMismatch });
    if (values.rephone && values.rephone !== values.phone)
      ctx.addIssue({ code: 'custom', path: ['rephone'], message: REGISTER_MESSAGES.phoneMismatch });
  });
export type RegisterStep2Output = z.output<typeof step2Schema>;

/** Form values → the SPEC §3 registration payload (POST /portal/user/register). */
export function toRegisterPayload(step1: RegisterStep1Output, step2: RegisterStep2Output): RegisterPayload {
  const account = {
    username: step2.accountname.trim(),
    password: step2.renewpwd,
    phone: step2.phone.trim(),
    msgCode: step2.code.trim(),
    email: step2.email.trim(),
  };
  switch (step1.typeradio) {
    case 1:
      return {
        userType: 1,
        orgName: step1.enterprisename,
        orgType: step1.industry,
        property: step1.nature,
        scale: step1.scale,
        principalName: step1.legalperson,
        address: step1.address,
        orgCode: step1.license,
        ...account,
        attachList: step1.attachList,
      };
    case 2:
      return {
        userType: 2,
        orgName: step1.unitname,
        orgType: step1.unittype,
        principalName: step1.contactperson,
        address: step1.unitaddress,
        orgCode: step1.license2,
        ...account,
        attachList: step1.attachList2,
      };
    case 3:
      return {
        userType: 3,
        orgName: step1.schoolname,
        orgType: step1.schoollevel,
        principalName: step1.contactperson,
        address: step1.schooladdress,
        orgCode: step1.license2,
        ...account,
        attachList: step1.attachList3,
      };
  }
}
