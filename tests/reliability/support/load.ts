/** A small load generator for the lead endpoints that remembers every answer (autocannon cannot tell us which). */

export const BASE = '/shangchain/bsnApi';
const CHINESE = /[\u4e00-\u9fff]/;

export interface LoadStats {
  /** Requests sent (answered or not). */
  requests: number;
  /** Requests that got an HTTP answer. */
  answered: number;
  /** Markers of the leads answered with code 0. */
  acknowledged: Set<string>;
  /** 10006 answers (rate limit). */
  limited: number;
  /** msg → count of the 10006 answers. */
  limitedMessages: Map<string, number>;
  /** `${status}/${code}` → count of answers other than 0 and 10006. */
  otherAnswers: Map<string, number>;
  /** HTTP 5xx answers. */
  serverErrors: number;
  /** Answers that are not the D2 envelope (first few kept). */
  notEnvelope: string[];
  /** Requests without an answer within the per-request timeout. */
  timeouts: number;
  /** Connection refused / reset (only expected while a server is down). */
  connectionErrors: number;
  latenciesMs: number[];
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationMs: number;
  /** Unique per run: every lead carries `${runId}-${worker}-${seq}` in its content. */
  runId: string;
  timeoutMs?: number;
  /** Pause after a connection error (server down), so that a dead server is not hammered. */
  retryPauseMs?: number;
  /** Pause between two requests of one worker (a paced, visitor-like load). */
  pauseMs?: number;
  /** Keep going past durationMs until at least this many requests were answered (a count, not a speed). */
  minRequests?: number;
  /** Keep going past durationMs until this settles (an event the load must span, such as a kill and restart). */
  until?: Promise<unknown>;
}

export function emptyStats(): LoadStats {
  return {
    requests: 0,
    answered: 0,
    acknowledged: new Set(),
    limited: 0,
    limitedMessages: new Map(),
    otherAnswers: new Map(),
    serverErrors: 0,
    notEnvelope: [],
    timeouts: 0,
    connectionErrors: 0,
    latenciesMs: [],
  };
}

/** One lead, alternating between the two public lead endpoints. The marker is in `content`. */
export function leadRequest(marker: string, seq: number): { path: string; body: Record<string, unknown> } {
  const phone = `138${String(seq % 100_000_000).padStart(8, '0')}`;
  if (seq % 2 === 0)
    return {
      path: `${BASE}/index/sendCustomEmail`,
      body: {
        name: '可靠性测试',
        phone,
        companyName: '可靠性测试有限公司',
        content: `lead ${marker}`,
        email: 'visitor@example.com',
        application: '立即咨询',
        source: '/reliability',
      },
    };
  return {
    path: `${BASE}/api/email/sendEmail2`,
    body: {
      name: '可靠性测试',
      phone,
      companyName: '可靠性测试有限公司',
      applicationName: '区块链存证平台',
      content: `lead ${marker}`,
    },
  };
}

/** Posts one lead and records the answer in `stats`. */
export async function submitLead(
  url: string,
  marker: string,
  seq: number,
  stats: LoadStats,
  timeoutMs = 30_000,
): Promise<number | undefined> {
  const { path, body } = leadRequest(marker, seq);
  stats.requests += 1;
  const started = performance.now();
  let response: Response;
  let text: string;
  try {
    response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') stats.timeouts += 1;
    else stats.connectionErrors += 1;
    return undefined;
  }
  stats.answered += 1;
  stats.latenciesMs.push(performance.now() - started);
  if (response.status >= 500) stats.serverErrors += 1;
  let envelope: { code?: unknown; msg?: unknown };
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = {};
  }
  if (typeof envelope.code !== 'number' || typeof envelope.msg !== 'string') {
    if (stats.notEnvelope.length < 5) stats.notEnvelope.push(`${response.status} ${text.slice(0, 200)}`);
    return undefined;
  }
  if (envelope.code === 0 && response.status === 200) stats.acknowledged.add(marker);
  else if (envelope.code === 10006) {
    stats.limited += 1;
    const key = `${response.status} ${envelope.msg}`;
    stats.limitedMessages.set(key, (stats.limitedMessages.get(key) ?? 0) + 1);
  } else {
    const key = `${response.status}/${envelope.code} ${envelope.msg}`;
    stats.otherAnswers.set(key, (stats.otherAnswers.get(key) ?? 0) + 1);
  }
  return envelope.code;
}

/** `connections` workers post leads back to back for `durationMs`. */
export async function runLoad(options: LoadOptions, stats: LoadStats = emptyStats()): Promise<LoadStats> {
  const deadline = Date.now() + options.durationMs;
  const hardDeadline = deadline + 60_000;
  const startedWith = stats.requests;
  let untilSettled = options.until === undefined;
  const settle = () => {
    untilSettled = true;
  };
  options.until?.then(settle, settle);
  const keepGoing = () =>
    Date.now() < deadline ||
    (Date.now() < hardDeadline &&
      (!untilSettled || (options.minRequests !== undefined && stats.requests - startedWith < options.minRequests)));
  const worker = async (index: number) => {
    for (let seq = 0; keepGoing(); seq += 1) {
      const before = stats.connectionErrors;
      await submitLead(
        options.url,
        `${options.runId}-${index}-${seq}`,
        index * 1_000_000 + seq,
        stats,
        options.timeoutMs,
      );
      if (stats.connectionErrors > before)
        await new Promise((resolve) => setTimeout(resolve, options.retryPauseMs ?? 100));
      else if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  return stats;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Everything the rate limiter answered must be a clean 10006 envelope: HTTP 429 and a Chinese message. */
export function badLimitAnswers(stats: LoadStats): string[] {
  return [...stats.limitedMessages.keys()].filter((key) => !key.startsWith('429 ') || !CHINESE.test(key));
}

export function markersIn(text: string, runId: string): string[] {
  return [...text.matchAll(new RegExp(`${runId}-\\d+-\\d+`, 'g'))].map((match) => match[0]);
}
