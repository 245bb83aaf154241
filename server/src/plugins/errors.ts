import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiCode, HTTP_STATUS_OF_CODE } from '../../../src/contracts/envelope';
import { UPLOAD_RULES } from '../../../src/contracts/register';
import { ApiError, SERVER_BUSY } from '../lib/errors';
import { labelOf } from '../lib/labels';

interface ValidationIssue {
  instancePath: string;
  message: string;
  keyword: string;
  params: { errors?: RawIssue[][] };
}
interface RawIssue {
  path: (string | number)[];
  message: string;
  code: string;
  errors?: RawIssue[][];
}

/** For a union (login by password or by phone), report the branch that came closest. */
function firstIssue(issue: RawIssue): RawIssue {
  if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
    const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    const inner = best[0];
    // Only object branches (login by password / by phone): a union of literals keeps its own message.
    if (inner && inner.path.length > 0) return firstIssue({ ...inner, path: [...issue.path, ...inner.path] });
  }
  return issue;
}

/** '姓名：请输入姓名' from the first zod issue (lead decision on the 10001 message format). */
export function validationMessage(validation: ValidationIssue[]): string {
  const head = validation[0];
  if (!head) return '请求参数不正确';
  const path = head.instancePath.split('/').filter(Boolean);
  const issue = firstIssue({ path, message: head.message, code: head.keyword, errors: head.params.errors });
  const label = labelOf(issue.path);
  return label ? `${label}：${issue.message}` : issue.message || '请求参数不正确';
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
      msg = validationMessage(error.validation as unknown as ValidationIssue[]);
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
            msg = '请求参数不正确';
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
