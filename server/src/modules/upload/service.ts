import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { ApiCode } from '../../../../src/contracts/envelope';
import { UPLOAD_RULES, type UploadResult } from '../../../../src/contracts/register';
import { DOCUMENT_UPLOAD_RULES } from '../../../../src/contracts/talent';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { ApiError } from '../../lib/errors';

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

export async function storeUpload(
  ctx: AppContext,
  bytes: Buffer,
  originalName: string,
  ip: string,
  options: { allowPdf?: boolean } = {},
): Promise<UploadResult> {
  // Documents (talent filings) may also be a PDF; registration keeps the picture-only rules and messages.
  const rules = options.allowPdf ? DOCUMENT_UPLOAD_RULES : UPLOAD_RULES;
  if (bytes.length > UPLOAD_RULES.maxBytes) throw new ApiError(ApiCode.UPLOAD_REJECTED, rules.sizeMessage, 413);
  const isPdf = options.allowPdf === true && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
  const detected = isPdf ? { mime: 'application/pdf' } : await fileTypeFromBuffer(bytes);
  const extension = isPdf ? 'pdf' : detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !extension) throw new ApiError(ApiCode.UPLOAD_REJECTED, rules.typeMessage, 415);
  const fileName = `${randomUUID()}.${extension}`;
  await fs.mkdir(ctx.uploadsDir, { recursive: true });
  await fs.writeFile(path.join(ctx.uploadsDir, fileName), bytes, { flag: 'wx' });
  await ctx.db.insert(uploads).values({
    fileName,
    originalName: originalName.slice(0, 200),
    mime: detected.mime,
    size: bytes.length,
    ip,
    createdAt: ctx.now(),
  });
  const url = `${UPLOAD_URL_PREFIX}${fileName}`;
  return { filePath: url, url };
}

/** An uploaded file by its generated name, or null. */
export async function findUpload(ctx: Pick<AppContext, 'db'>, fileName: string) {
  if (!UPLOAD_NAME_PATTERN.test(fileName)) return null;
  const [row] = await ctx.db.select().from(uploads).where(eq(uploads.fileName, fileName)).limit(1);
  return row ?? null;
}
