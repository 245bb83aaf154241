import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_READERS, mayAccess } from '#contracts/access';
import { ApiCode } from '#contracts/codes';
import { UPLOAD_RULES, type UploadResult } from '#contracts/register';
import { DOCUMENT_UPLOAD_RULES } from '#contracts/talent';
import type { AppContext, Queryable } from '../../context';
import { rowsOf } from '../../db/client';
import { serverSecrets, uploads } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { clientKey, countHits } from '../../lib/rate-limits';
import { ApiError } from '../../lib/errors';
import { dayNumberStart, shanghaiDayNumber } from '#utils/shanghai-date';
import type { AuthUser } from '../../plugins/auth';

/** Types accepted by their bytes (D5), with the extension the stored file gets. */
const ACCEPTED: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};
export const UPLOAD_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|bmp|pdf)$/;
const PDF_MAGIC = Buffer.from('%PDF-');
export const UPLOAD_URL_PREFIX = '/uploads/';
/** D10: a signed link to a private file works for 10 minutes. */
export const SIGNED_URL_TTL_MS = 10 * 60_000;
/** D10: files no registration, filing or application holds are deleted after 24 hours. */
export const ORPHAN_TTL_MS = 24 * 3600 * 1000;
/** An anonymous upload's filePath carries its claim ticket after this mark (a fragment: never sent in a URL). */
const TICKET_MARK = '#ticket=';

export type UploadRow = typeof uploads.$inferSelect;

export const ANONYMOUS_DOCUMENT = '未登录时只能上传注册用的证件图片';
export const ANONYMOUS_QUOTA = '今日上传次数已达上限，请明天再试';
export const accountQuotaMessage = (mb: number) => `今日上传文件总量已达上限（${mb} MB），请明天再试`;
export const FILE_NOT_FOUND = '文件不存在';
export const LINK_EXPIRED = '文件链接已过期，请刷新页面后重试';

/** The key that signs file links, shared by every instance through the database (created by the first one). */
export async function loadSigningKey(db: Queryable, now: Date): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: 'upload-links', value: randomBytes(32).toString('base64'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'upload-links'));
  return Buffer.from(row!.value, 'base64');
}

function signatureOf(key: Buffer, fileName: string, expires: number): string {
  return createHmac('sha256', key).update(`${fileName}\n${expires}`).digest('base64url');
}

/** `/uploads/<name>?exp=&sig=`: what the SPA puts in an <img> or a link; it expires within 10 minutes. */
export function signedUploadUrl(ctx: Pick<AppContext, 'signingKey' | 'now'>, filePath: string): string {
  const fileName = filePath.slice(UPLOAD_URL_PREFIX.length).split('#')[0] ?? '';
  const expires = Math.floor((ctx.now().getTime() + SIGNED_URL_TTL_MS) / 1000);
  return `${UPLOAD_URL_PREFIX}${fileName}?exp=${expires}&sig=${signatureOf(ctx.signingKey, fileName, expires)}`;
}

/** 'valid', 'expired' or 'invalid' for the exp/sig of a link to `fileName`. */
export function checkSignature(
  ctx: Pick<AppContext, 'signingKey' | 'now'>,
  fileName: string,
  expires: number | undefined,
  signature: string | undefined,
): 'valid' | 'expired' | 'invalid' {
  if (expires === undefined || !signature) return 'invalid';
  const expected = Buffer.from(signatureOf(ctx.signingKey, fileName, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > ctx.now().getTime() ? 'valid' : 'expired';
}

/** The generated name and, for an anonymous upload, its claim ticket; null for anything else. */
export function parseUploadPath(filePath: string): { fileName: string; ticket: string | null } | null {
  if (!filePath.startsWith(UPLOAD_URL_PREFIX)) return null;
  const [fileName = '', ticket] = filePath.slice(UPLOAD_URL_PREFIX.length).split(TICKET_MARK);
  if (!UPLOAD_NAME_PATTERN.test(fileName)) return null;
  if (ticket !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  return { fileName, ticket: ticket ?? null };
}

/**
 * Anonymous registration pictures per IP and Shanghai day (D10), counted in the shared limit table inside the
 * upload's transaction: a burst holds (the counter row stays locked until the insert commits), every instance
 * shares the count, and a refused upload rolls its increment back.
 */
async function insertAnonymous(
  ctx: AppContext,
  values: typeof uploads.$inferInsert & { ip: string },
  now: Date,
): Promise<void> {
  const nextDay = dayNumberStart(shanghaiDayNumber(now) + 1);
  await ctx.db.transaction(async (tx) => {
    const [today] = await countHits(
      tx,
      [{ key: `anonymous-upload|${clientKey(values.ip)}`, n: 1, expiresAt: nextDay }],
      now,
    );
    if (!today || today.count > ctx.config.rateLimits.anonUploadsPerDay)
      throw new ApiError(ApiCode.TOO_MANY, ANONYMOUS_QUOTA);
    await tx.insert(uploads).values(values);
  });
}

/**
 * A signed-in account's upload, within its daily bytes quota (UPLOAD_MB_PER_ACCOUNT_PER_DAY, per Shanghai day):
 * the bytes are added to the account's counter in the shared limit table inside the upload's transaction, so
 * uploads sent together are counted one by one, every instance shares the count, and a refused upload rolls its
 * bytes back.
 */
async function insertOwned(
  ctx: AppContext,
  values: typeof uploads.$inferInsert & { ownerUserId: number; size: number },
  now: Date,
): Promise<void> {
  const nextDay = dayNumberStart(shanghaiDayNumber(now) + 1);
  await ctx.db.transaction(async (tx) => {
    const [today] = await countHits(
      tx,
      [{ key: `upload-bytes|user:${values.ownerUserId}`, n: values.size, expiresAt: nextDay }],
      now,
    );
    const quota = ctx.config.uploadMbPerAccountPerDay * 1024 * 1024;
    if (!today || today.count > quota)
      throw new ApiError(ApiCode.TOO_MANY, accountQuotaMessage(ctx.config.uploadMbPerAccountPerDay));
    await tx.insert(uploads).values(values);
  });
}

/**
 * POST /common/upload. Type by the bytes (D5). D10: the file belongs to the signed-in account; an anonymous
 * visitor may upload registration pictures only, within a daily quota per IP, and gets a claim ticket inside the
 * returned filePath (the only way to attach that file). `url` is a signed link for the preview.
 */
export async function storeUpload(
  ctx: AppContext,
  bytes: Buffer,
  originalName: string,
  ip: string,
  options: { allowPdf?: boolean; owner: AuthUser | null; rules?: { typeMessage: string; sizeMessage: string } },
): Promise<UploadResult> {
  // Documents (talent filings) may also be a PDF; registration keeps the picture-only rules and messages.
  const rules = options.rules ?? (options.allowPdf ? DOCUMENT_UPLOAD_RULES : UPLOAD_RULES);
  if (!options.owner && options.allowPdf) throw new ApiError(ApiCode.UPLOAD_REJECTED, ANONYMOUS_DOCUMENT, 415);
  if (bytes.length > UPLOAD_RULES.maxBytes) throw new ApiError(ApiCode.UPLOAD_REJECTED, rules.sizeMessage, 413);
  const isPdf = options.allowPdf === true && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
  const detected = isPdf ? { mime: 'application/pdf' } : await fileTypeFromBuffer(bytes);
  const extension = isPdf ? 'pdf' : detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !extension) throw new ApiError(ApiCode.UPLOAD_REJECTED, rules.typeMessage, 415);
  const fileName = `${randomUUID()}.${extension}`;
  await ctx.files.put(fileName, bytes, detected.mime);
  const now = ctx.now();
  const values = {
    fileName,
    // PostgreSQL text cannot hold U+0000 (a file name is the one string that bypasses the request guard).
    originalName: originalName.replaceAll('\u0000', '').slice(0, 200),
    mime: detected.mime,
    size: bytes.length,
    ip,
    createdAt: now,
  };
  const filePath = `${UPLOAD_URL_PREFIX}${fileName}`;
  try {
    if (options.owner) {
      await insertOwned(ctx, { ...values, ownerUserId: options.owner.id }, now);
      return { filePath, url: signedUploadUrl(ctx, filePath) };
    }
    const ticket = randomBytes(32).toString('base64url');
    await insertAnonymous(ctx, { ...values, ownerTicket: sha256(ticket) }, now);
    return { filePath: `${filePath}${TICKET_MARK}${ticket}`, url: signedUploadUrl(ctx, filePath) };
  } catch (error) {
    await ctx.files.remove(fileName).catch(() => undefined);
    throw error;
  }
}

/** An uploaded file by its generated name, or null. */
export async function findUpload(ctx: Pick<AppContext, 'db'>, fileName: string): Promise<UploadRow | null> {
  if (!UPLOAD_NAME_PATTERN.test(fileName)) return null;
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.fileName, fileName)).limit(1);
  return row ?? null;
}

/**
 * D10 attach-by-owner: the files, only if every one belongs to `claimant` (the signed-in account) or carries its
 * own claim ticket; otherwise `missing` (10001), the same answer as for a file that does not exist, so that another
 * organisation learns nothing from a file name it has seen.
 */
export async function ownedUploads(
  ctx: Pick<AppContext, 'files'>,
  db: Queryable,
  claimant: { userId: number | null },
  filePaths: readonly string[],
  missing: string,
): Promise<UploadRow[]> {
  if (filePaths.length === 0) return [];
  const parsed = filePaths.map(parseUploadPath);
  const mine: SQL[] = [];
  for (const file of parsed) {
    if (!file) throw new ApiError(ApiCode.VALIDATION, missing);
    const owner = file.ticket
      ? eq(uploads.ownerTicket, sha256(file.ticket))
      : claimant.userId !== null
        ? eq(uploads.ownerUserId, claimant.userId)
        : undefined;
    if (!owner) throw new ApiError(ApiCode.VALIDATION, missing);
    mine.push(and(eq(uploads.fileName, file.fileName), owner)!);
  }
  const found = new Map(
    (
      await db
        .select()
        .from(uploads)
        .where(or(...mine))
    ).map((row) => [row.fileName, row]),
  );
  const rows = parsed.map((file) => found.get(file!.fileName));
  const stored = await Promise.all(rows.map((row) => (row ? ctx.files.exists(row.fileName) : false)));
  return rows.map((row, index) => {
    if (!row || !stored[index]) throw new ApiError(ApiCode.VALIDATION, missing);
    return row;
  });
}

/**
 * ownedUploads, then marks them attached (the 24 h sweep leaves them alone). `newOwner` hands them to an account:
 * a registration's certificate goes to the new account.
 */
export async function claimUploads(
  ctx: Pick<AppContext, 'files'>,
  db: Queryable,
  claimant: { userId: number | null },
  filePaths: readonly string[],
  now: Date,
  missing: string,
  newOwner?: number,
): Promise<UploadRow[]> {
  const rows = await ownedUploads(ctx, db, claimant, filePaths, missing);
  if (rows.length > 0)
    await db
      .update(uploads)
      .set({
        attachedAt: sql`coalesce(${uploads.attachedAt}, ${now.toISOString()}::timestamptz)`,
        ...(newOwner === undefined ? {} : { ownerUserId: newOwner }),
      })
      .where(
        inArray(
          uploads.id,
          rows.map((row) => row.id),
        ),
      );
  return rows;
}

/**
 * Who may read a file by its bare URL: anyone when it is public; otherwise its owner, or a reviewer or the admin
 * once it is attached (DOCUMENT_READERS in src/contracts/access.ts). Everyone else uses a signed link.
 */
export function mayRead(upload: UploadRow, user: AuthUser | null): boolean {
  if (upload.public) return true;
  if (!user) return false;
  if (upload.ownerUserId === user.id) return true;
  return upload.attachedAt !== null && mayAccess([user.role], DOCUMENT_READERS);
}

/**
 * D10 public files: an upload is public exactly while a published, undeleted article uses it (cover,
 * attachment or picture in its text; table article_files). Recomputed for `uploadIds` after every change of an
 * article's files or state, in the caller's transaction.
 */
export async function refreshPublicUploads(db: Queryable, uploadIds: readonly number[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await db
    .update(uploads)
    .set({
      public: sql`exists (select 1 from article_files af join articles a on a.id = af.article_id
        where af.upload_id = uploads.id and a.status = 'published' and a.deleted_at is null)`,
    })
    .where(inArray(uploads.id, [...uploadIds]));
}

/**
 * Deletes files never attached within 24 hours (D10), in batches. Several instances may run it at once: each row is
 * claimed by one DELETE … RETURNING (SKIP LOCKED), and only that instance removes the file. Stored files that no row
 * names (a crash between writing and inserting) go too, once as old by the store's clock; on S3 every instance
 * sees them, and removing one twice is harmless. Returns how many files were removed.
 */
export async function sweepUploads(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ORPHAN_TTL_MS);
  let removed = 0;
  for (;;) {
    const batch = await ctx.db.execute(
      sql`delete from ${uploads} where id in (select id from ${uploads} where attached_at is null and created_at < ${cutoff.toISOString()}::timestamptz order by id limit 200 for update skip locked) returning file_name`,
    );
    const names = rowsOf<{ file_name: string }>(batch).map((row) => row.file_name);
    for (const name of names) await ctx.files.remove(name);
    removed += names.length;
    if (names.length < 200) break;
  }
  // Stored files age by the wall clock (the store's own clock on S3), not the app's.
  const storeCutoff = Date.now() - ORPHAN_TTL_MS;
  for await (const page of ctx.files.list()) {
    const old = page.filter((file) => UPLOAD_NAME_PATTERN.test(file.name) && file.modifiedMs < storeCutoff);
    if (old.length === 0) continue;
    const known = new Set(
      (
        await ctx.db
          .select({ name: uploads.fileName })
          .from(uploads)
          .where(
            inArray(
              uploads.fileName,
              old.map((file) => file.name),
            ),
          )
      ).map((row) => row.name),
    );
    for (const file of old) {
      if (known.has(file.name)) continue;
      await ctx.files.remove(file.name);
      removed += 1;
    }
  }
  return removed;
}
