import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS, mayAccess } from '#contracts/access';
import { ARTICLE_UPLOAD_RULES } from '#contracts/content';
import { envelopeOf } from '#contracts/envelope';
import { ApiCode } from '#contracts/codes';
import { API } from '#contracts/paths';
import { uploadResultSchema } from '#contracts/register';
import { DOCUMENT_UPLOAD_RULES } from '#contracts/talent';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../lib/errors';
import { optionalUser } from '../../plugins/auth';
import { clientIp } from '../../plugins/client-ip';
import { checkSignature, FILE_NOT_FOUND, findUpload, LINK_EXPIRED, mayRead, storeUpload } from './service';

/** POST /common/upload, under the API base. */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(API.upload, {
    schema: {
      tags: ['upload'],
      summary:
        '上传图片（multipart 字段 file；jpg/jpeg/gif/png/bmp，按文件内容判断类型，最大 5MB；登录后先发送字段 kind=document 时也接受 PDF；审核员与管理员发送 kind=article 上传文章图片与附件）。文件只属于上传者：未登录时只能上传注册证件图片（每个 IP 每天有限额），返回的 filePath 带有认领凭证；url 是 10 分钟内有效的预览链接',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(uploadResultSchema) },
    },
    config: { rateLimit: { max: Math.max(ctx.config.rateLimits.codesPerMin * 3, 30), timeWindow: 60_000 } },
    handler: async (request) => {
      if (!request.isMultipart()) throw new ApiError(ApiCode.UPLOAD_REJECTED, '请以 multipart/form-data 上传图片', 415);
      const file = await request.file();
      if (!file) throw new ApiError(ApiCode.UPLOAD_REJECTED, '请选择要上传的图片', 415);
      const bytes = await file.toBuffer();
      // Fields sent before the file: kind=document also accepts a PDF (talent filings, reward applications);
      // kind=article too, for the managing unit's articles only.
      const field = file.fields[DOCUMENT_UPLOAD_RULES.field];
      const kind = field && !Array.isArray(field) && 'value' in field ? field.value : undefined;
      const owner = await optionalUser(ctx, request);
      const article = kind === ARTICLE_UPLOAD_RULES.value;
      if (article && !(owner && mayAccess([owner.role], ACCESS[API.contentSave])))
        throw new ApiError(ApiCode.FORBIDDEN, ARTICLE_UPLOAD_RULES.rolesMessage);
      const allowPdf = article || kind === DOCUMENT_UPLOAD_RULES.value;
      return ok(
        await storeUpload(ctx, bytes, file.filename ?? '', clientIp(request), {
          allowPdf,
          owner,
          rules: article ? ARTICLE_UPLOAD_RULES : undefined,
        }),
        '上传成功',
      );
    },
  });
}

/** RFC 6266 filename: an ASCII fallback and the original (Chinese) name. */
function dispositionOf(kind: 'inline' | 'attachment', fallback: string, original: string): string {
  const name = original.replace(/[\r\n"\\]/g, '') || fallback;
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /uploads/<generated-name>, outside the API base (the Vite dev proxy forwards /uploads). D10: a public file
 * (an article's cover or attachment) to anyone; a private one only with a signed link that has not expired, or to
 * a session allowed to read it (owner, reviewer, admin; Bearer header). Anything else is 10009, whether the file
 * exists or not.
 */
export function uploadFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/uploads/:name', {
    schema: {
      tags: ['upload'],
      summary: '读取上传的文件：公开文件直接读取；其他文件需 10 分钟内有效的签名链接，或有权查看的登录会话',
      params: z.object({ name: z.string().max(80) }),
      querystring: z.object({
        exp: z.coerce.number().int().nonnegative().optional(),
        sig: z.string().max(100).optional(),
      }),
    },
    handler: async (request, reply) => {
      const upload = await findUpload(ctx, request.params.name);
      if (!upload) throw new ApiError(ApiCode.NOT_FOUND, FILE_NOT_FOUND);
      const { exp, sig } = request.query;
      const signature = sig === undefined ? 'invalid' : checkSignature(ctx, upload.fileName, exp, sig);
      if (signature !== 'valid' && !mayRead(upload, await optionalUser(ctx, request))) {
        if (signature === 'expired') throw new ApiError(ApiCode.FORBIDDEN, LINK_EXPIRED);
        throw new ApiError(ApiCode.NOT_FOUND, FILE_NOT_FOUND);
      }
      // Read only once allowed: nobody else learns from timing or errors whether a private file exists.
      const stream = await ctx.files.read(upload.fileName);
      if (!stream) throw new ApiError(ApiCode.NOT_FOUND, FILE_NOT_FOUND);
      const isPublic = upload.public && signature !== 'valid';
      reply
        .header('content-type', upload.mime)
        .header('content-length', String(upload.size))
        // A public file may change back to private when its article is unpublished: cached briefly only.
        .header('cache-control', isPublic ? 'public, max-age=300' : 'private, no-store')
        .header(
          'content-disposition',
          dispositionOf(
            upload.mime.startsWith('image/') ? 'inline' : 'attachment',
            upload.fileName,
            upload.originalName,
          ),
        );
      return reply.send(stream);
    },
  });
}
