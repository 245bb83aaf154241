import { CALLBACK_HOURS, type Lead } from '@/contracts/leads';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Where a lead stands against the home page's promise (SPEC §1, §9: a call-back within 48 hours).
 * `none`: already contacted or closed. Otherwise the time left, or overdue, in whole hours (truncated), and
 * in minutes when under an hour (rounded up, so a running clock never shows 0).
 */
export type CallbackDeadline =
  { state: 'none' } | { state: 'open' | 'overdue'; unit: 'hours' | 'minutes'; amount: number; dueAt: number };

export function callbackDeadline(lead: Pick<Lead, 'status' | 'createdAt'>, now: number): CallbackDeadline {
  if (lead.status !== 'new') return { state: 'none' };
  const dueAt = new Date(lead.createdAt).getTime() + CALLBACK_HOURS * HOUR_MS;
  const left = dueAt - now;
  const state = left > 0 ? 'open' : 'overdue';
  const span = Math.abs(left);
  if (span >= HOUR_MS) return { state, unit: 'hours', amount: Math.floor(span / HOUR_MS), dueAt };
  return { state, unit: 'minutes', amount: Math.max(1, Math.ceil(span / MINUTE_MS)), dueAt };
}

/** True when a new lead has passed its call-back deadline. */
export function isOverdue(lead: Pick<Lead, 'status' | 'createdAt'>, now: number): boolean {
  return callbackDeadline(lead, now).state === 'overdue';
}
