import { eq, or, sql } from 'drizzle-orm';
import { ROLE_OF_USER_TYPE } from '#contracts/auth';
import { ApiCode } from '#contracts/codes';
import { DICT_TYPES, type RegisterPayload } from '#contracts/register';
import type { AppContext } from '../../context';
import { attachments, users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { ApiError, isUniqueViolation } from '../../lib/errors';
import { appendLedgerEvent } from '../chain/service';
import { consumeCode } from '../codes/service';
import { dictionaryLabel } from '../dict/service';
import { assertPasswordNotCommon } from '../../lib/password-policy';
import type { AuthUser } from '../../plugins/auth';
import { claimUploads, ownedUploads } from '../upload/service';

const ORG_TYPE_DICT = { 1: DICT_TYPES.industry, 2: DICT_TYPES.unitType, 3: DICT_TYPES.schoolLevel } as const;
const ORG_TYPE_LABEL = { 1: '所属行业', 2: '单位类型', 3: '办学层次' } as const;

export const REGISTERED_MESSAGE = '您的注册信息已提交成功，请等待管理单位审核！';

async function assertDictionary(ctx: AppContext, type: number, code: string | undefined, label: string): Promise<void> {
  if (!(await dictionaryLabel(ctx, type, code)))
    throw new ApiError(ApiCode.VALIDATION, `${label}：选项不存在，请重新选择`);
}

export const CERTIFICATE_MISSING = '证件：证件图片不存在，请重新上传';

/**
 * POST /portal/user/register: SPEC §5 rules (route schema), then the server-only checks, then a pending account (D4).
 * D10: whether the username, the e-mail or the phone is registered is told only once the e-mail code has been proven; the
 * certificate must be a picture this visitor uploaded (its claim ticket, or the signed-in account's own file).
 */
export async function register(ctx: AppContext, payload: RegisterPayload, uploader: AuthUser | null): Promise<number> {
  await assertDictionary(ctx, ORG_TYPE_DICT[payload.userType], payload.orgType, ORG_TYPE_LABEL[payload.userType]);
  if (payload.userType === 1) {
    await assertDictionary(ctx, DICT_TYPES.nature, payload.property, '企业性质');
    await assertDictionary(ctx, DICT_TYPES.scale, payload.scale, '企业规模');
  }

  const email = payload.email.trim();
  assertPasswordNotCommon(payload.password, [payload.username, email, payload.phone]);

  const claimant = { userId: uploader?.id ?? null };
  const certificates = payload.attachList.map((item) => item.filePath);
  // Documents (PDF) may be uploaded for talent filings; a certificate must be a picture.
  for (const upload of await ownedUploads(ctx, ctx.db, claimant, certificates, CERTIFICATE_MISSING))
    if (!upload.mime.startsWith('image/')) throw new ApiError(ApiCode.VALIDATION, '证件：证件必须是图片');

  await consumeCode(ctx, 'email', 'register', email, payload.msgCode);
  // D10: whether a username is taken is told only to someone who has proven a mailbox (no enumeration).
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${payload.username.toLowerCase()}`)
    .limit(1);
  if (taken) throw new ApiError(ApiCode.DUPLICATE, '该账号已被注册');
  const [clash] = await ctx.db
    .select({ phone: users.phone })
    .from(users)
    .where(or(eq(users.phone, payload.phone), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  if (clash)
    throw new ApiError(ApiCode.DUPLICATE, clash.phone === payload.phone ? '该手机号已被注册' : '该邮箱已被注册');

  const passwordHash = await hashPassword(payload.password);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: payload.username,
          passwordHash,
          role: ROLE_OF_USER_TYPE[payload.userType],
          userType: payload.userType,
          status: 'pending',
          orgName: payload.orgName,
          orgType: payload.orgType,
          property: payload.userType === 1 ? (payload.property ?? null) : null,
          scale: payload.userType === 1 ? (payload.scale ?? null) : null,
          principalName: payload.principalName,
          address: payload.address,
          orgCode: payload.orgCode,
          phone: payload.phone,
          email,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('insert returned no row');
      const claimed = await claimUploads(ctx, tx, claimant, certificates, now, CERTIFICATE_MISSING, user.id);
      for (const upload of claimed)
        await tx.insert(attachments).values({ userId: user.id, uploadId: upload.id, createdAt: now });
      await appendLedgerEvent(tx, 'registration.submitted', `user:${user.id}`, now);
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(ApiCode.DUPLICATE, '该账号、手机号或邮箱已被注册');
    throw error;
  }
}
