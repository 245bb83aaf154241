import { ApiCode } from '@/contracts/codes';
import { ApiError, resetRequestErrorRun } from '@/lib/request';
import { EARLY_ANSWERS_GLOBAL, earlyRequestKey, type EarlyAnswer, type EarlyAnswers } from './early-requests';

/**
 * An answer older than the query cache would keep one (src/lib/query-client.tsx staleTime) is not used: the route
 * script's answers are for the page the visitor opened, not for a later visit to the same address.
 */
const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/** Takes the route script's answer for this request, once: a second call (a refresh, a retry) finds none. */
function takeEarlyAnswer(key: string): Promise<EarlyAnswer> | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as EarlyAnswers | undefined;
  const answer = early?.answers[key];
  if (!early || !answer) return undefined;
  delete early.answers[key];
  return Date.now() - early.at < EARLY_ANSWER_MAX_AGE_MS ? answer : undefined;
}

function isEnvelope(body: unknown): body is { code: number; msg?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * The data of a public GET the route script of index.html (early-requests.ts) has already started, or `request()`
 * when it has not. Its answer counts as the request layer's would (src/lib/http.ts): code 0 gives the data, another
 * code of a call that handles its errors itself (`quiet`) rejects with the server's message. Everything the request
 * layer does more than that (a toast, the session's end, a transport failure's Chinese message) comes from asking
 * again through it.
 */
export async function earlyOr<T>(
  path: string,
  query: readonly (readonly [string, string | number])[],
  quiet: boolean,
  request: () => Promise<T>,
): Promise<T> {
  const early = takeEarlyAnswer(earlyRequestKey(path, query));
  const answer = early ? await early : null;
  const body = answer?.body;
  if (!isEnvelope(body)) return request();
  if (body.code === ApiCode.OK) {
    resetRequestErrorRun();
    return body.data as T;
  }
  if (!quiet || body.code === ApiCode.SESSION_EXPIRED) return request();
  throw new ApiError(body.code, typeof body.msg === 'string' ? body.msg : '');
}
