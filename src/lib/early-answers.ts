import { ApiCode } from '@/contracts/codes';
import { ApiError, resetRequestErrorRun } from '@/lib/request-errors';
import {
  EARLY_ANSWERS_GLOBAL,
  earlyRequestKey,
  type EarlyAnswer,
  type EarlyAnswers,
  type EarlyEntry,
} from './early-requests';

/**
 * An answer older than the query cache would keep one (src/lib/query-client.tsx staleTime) is not used: the route
 * script's answers are for the page the visitor opened, not for a later visit to the same address.
 */
const EARLY_ANSWER_MAX_AGE_MS = 30_000;

function earlyAnswers(): EarlyAnswers | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] as EarlyAnswers | undefined;
  return early && Date.now() - early.at < EARLY_ANSWER_MAX_AGE_MS ? early : undefined;
}

/** Takes the route script's request for this key, once: a second call (a refresh, a retry) finds none. */
function takeEarly(key: string): EarlyEntry | undefined {
  const early = earlyAnswers();
  const entry = early?.answers[key];
  if (entry) delete early!.answers[key];
  return entry;
}

function isEnvelope(body: unknown): body is { code: number; msg?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function successData(answer: EarlyAnswer): { data: unknown } | null {
  const body = answer?.body;
  if (!isEnvelope(body) || body.code !== ApiCode.OK) return null;
  resetRequestErrorRun();
  return { data: body.data };
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
  const answer = (await takeEarly(earlyRequestKey(path, query))?.promise) ?? null;
  const success = successData(answer);
  if (success) return success.data as T;
  const body = answer?.body;
  if (!isEnvelope(body) || !quiet || body.code === ApiCode.SESSION_EXPIRED) return request();
  throw new ApiError(body.code, typeof body.msg === 'string' ? body.msg : '');
}

/**
 * The data of the route script's answer when it has already come and succeeded, taken now: a query's initialData,
 * so that the page's first render shows it instead of its skeleton. Anything else stays for earlyOr.
 */
export function earlyDataNow<T>(path: string, query: readonly (readonly [string, string | number])[]): T | undefined {
  const key = earlyRequestKey(path, query);
  const entry = earlyAnswers()?.answers[key];
  if (!entry?.done) return undefined;
  const success = successData(entry.answer);
  if (!success) return undefined;
  takeEarly(key);
  return success.data as T;
}
