import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiCode, envelopeOf } from '../../../../src/contracts/envelope';
import { API } from '../../../../src/contracts/paths';
import { uploadResultSchema } from '../../../../src/contracts/register';
import { DOCUMENT_UPLOAD_RULES } from '../../../../src/contracts/talent';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../lib/errors';
import { findUpload, storeUpload } from './service';

/** POST /common/upload, under the API base. */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(API.upload, {
    schema: {
      tags: ['upload'],
      summary:
        '上传图片（multipart 字段 file；jpg/jpeg/gif/png/bmp，按文件内容判断类型，最大 5MB；先发送字段 kind=document 时也接受 PDF）',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(uploadResultSchema) },
    },
    config: { rateLimit: { max: Math.max(ctx.config.rateLimits.codesPerMin * 3, 30), timeWindow: 60_000 } },
    handler: async (request) => {
      if (!request.isMultipart()) throw new ApiError(ApiCode.UPLOAD_REJECTED, '请以 multipart/form-data 上传图片', 415);
      const file = await request.file();
      if (!file) throw new ApiError(ApiCode.UPLOAD_REJECTED, '请选择要上传的图片', 415);
      const bytes = await file.toBuffer();
      // Fields sent before the file: kind=document also accepts a PDF (talent filings, reward applications).
      const kind = file.fields[DOCUMENT_UPLOAD_RULES.field];
      const allowPdf = !!kind && !Array.isArray(kind) && 'value' in kind && kind.value === DOCUMENT_UPLOAD_RULES.value;
      return ok(await storeUpload(ctx, bytes, file.filename ?? '', request.ip, { allowPdf }), '上传成功');
    },
  });
}

/** GET /uploads/<generated-name>, outside the API base (the Vite dev proxy forwards /uploads). */
export function uploadFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/uploads/:name', {
    schema: { tags: ['upload'], summary: '读取已上传的图片', params: z.object({ name: z.string().max(80) }) },
    handler: async (request, reply) => {
      const upload = await findUpload(ctx, request.params.name);
      const filePath = upload ? path.join(ctx.uploadsDir, upload.fileName) : undefined;
      if (!upload || !filePath || !fs.existsSync(filePath)) throw new ApiError(ApiCode.NOT_FOUND, '文件不存在');
      reply
        .header('content-type', upload.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', String(upload.size));
      return reply.send(fs.createReadStream(filePath));
    },
  });
}
