import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiCode, HTTP_STATUS_OF_CODE } from '#contracts/codes';
import { UPLOAD_RULES } from '#contracts/register';
import { ApiError, SERVER_BUSY } from '../lib/errors';
import { INVALID_REQUEST_MESSAGE, validationMessageOf, type ValidationIssue } from '#contracts/validation-message';

interface FastifyValidationIssue {
  instancePath: string;
  message: string;
  keyword: string;
  params: { errors?: ValidationIssue[][] };
}

/** The 10001 message of Fastify's validation error (the first zod issue, as the mocks word it). */
export function validationMessage(validation: FastifyValidationIssue[]): string {
  const head = validation[0];
  if (!head) return INVALID_REQUEST_MESSAGE;
  const path = head.instancePath.split('/').filter(Boolean);
  return validationMessageOf({ path, message: head.message, code: head.keyword, errors: head.params.errors });
}

/** One error policy: everything leaves as the D2 envelope; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let code: number;
    let msg: string;
    let status: number | undefined;
    if (error instanceof ApiError) {
      code = error.code;
      msg = error.message;
      status = error.statusCode;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      code = ApiCode.VALIDATION;
      msg = validationMessage(error.validation as unknown as FastifyValidationIssue[]);
    } else {
      const fastifyCode = (error as FastifyError).code;
      const statusCode = (error as FastifyError).statusCode ?? 500;
      switch (fastifyCode) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          code = ApiCode.VALIDATION;
          msg = '请求体不是合法的 JSON';
          break;
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          code = ApiCode.VALIDATION;
          msg = '请求体不能为空';
          break;
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          code = ApiCode.VALIDATION;
          msg = '请求体过大';
          status = 413;
          break;
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          code = ApiCode.VALIDATION;
          msg = '不支持的请求内容类型';
          status = 415;
          break;
        case 'FST_REQ_FILE_TOO_LARGE':
        case 'FST_PARTS_LIMIT':
        case 'FST_FILES_LIMIT':
          code = ApiCode.UPLOAD_REJECTED;
          msg = fastifyCode === 'FST_REQ_FILE_TOO_LARGE' ? UPLOAD_RULES.sizeMessage : '一次只能上传 1 张图片';
          status = 413;
          break;
        case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
          code = ApiCode.UPLOAD_REJECTED;
          msg = '请以 multipart/form-data 上传图片';
          status = 415;
          break;
        default:
          if (statusCode === 404) {
            code = ApiCode.NOT_FOUND;
            msg = '接口不存在';
          } else if (statusCode === 429) {
            code = ApiCode.TOO_MANY;
            msg = '请求过于频繁，请稍后再试';
          } else if (statusCode >= 400 && statusCode < 500) {
            code = ApiCode.VALIDATION;
            msg = INVALID_REQUEST_MESSAGE;
            status = statusCode;
          } else {
            code = ApiCode.SERVER_ERROR;
            msg = SERVER_BUSY;
          }
      }
    }
    if (code === ApiCode.SERVER_ERROR) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, msg }, 'request rejected');
    reply.code(status ?? HTTP_STATUS_OF_CODE[code] ?? 500);
    return reply.send({ code, msg });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ code: ApiCode.NOT_FOUND, msg: '接口不存在' });
  });
}

/** A request field holding U+0000, which PostgreSQL text cannot store (it would fail as a 500 at the query). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

/** A NUL character anywhere in a query or a JSON body is refused (10001) before any route runs. */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.body)) throw new ApiError(ApiCode.VALIDATION, '请求内容不能包含空字符');
  });
}
