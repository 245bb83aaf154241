import { describe, expect, it } from 'vitest';
import { CALLBACK_HOURS } from '@/contracts/leads';
import { callbackDeadline, isOverdue } from '@/features/leads-inbox/callback-deadline';
import { exportFileName } from '@/features/leads-inbox/download';

const HOUR = 3_600_000;
const created = '2026-11-20T00:00:00.000Z';
const t0 = new Date(created).getTime();

describe('48-hour call-back deadline (SPEC §9)', () => {
  it('is 48 hours', () => {
    expect(CALLBACK_HOURS).toBe(48);
  });

  it('counts whole hours left for a new lead', () => {
    expect(callbackDeadline({ status: 'new', createdAt: created }, t0)).toEqual({
      state: 'open',
      unit: 'hours',
      amount: 48,
      dueAt: t0 + 48 * HOUR,
    });
    expect(callbackDeadline({ status: 'new', createdAt: created }, t0 + 16.5 * HOUR)).toMatchObject({
      state: 'open',
      unit: 'hours',
      amount: 31,
    });
    expect(callbackDeadline({ status: 'new', createdAt: created }, t0 + 47 * HOUR - 1)).toMatchObject({ amount: 1 });
  });

  it('switches to minutes in the last hour, never showing 0', () => {
    expect(callbackDeadline({ status: 'new', createdAt: created }, t0 + 47.5 * HOUR)).toMatchObject({
      state: 'open',
      unit: 'minutes',
      amount: 30,
    });
    expect(callbackDeadline({ status: 'new', createdAt: created }, t0 + 48 * HOUR - 1000)).toMatchObject({
      state: 'open',
      unit: 'minutes',
      amount: 1,
    });
  });

  it('is overdue from the 48th hour on', () => {
    expect(callbackDeadline({ status: 'new', createdAt: created }, t0 + 48 * HOUR)).toMatchObject({
      state: 'overdue',
      unit: 'minutes',
      amount: 1,
    });
    expect(callbackDeadline({ status: 'new', createdAt: created }, t0 + 53.5 * HOUR)).toMatchObject({
      state: 'overdue',
      unit: 'hours',
      amount: 5,
    });
    expect(isOverdue({ status: 'new', createdAt: created }, t0 + 49 * HOUR)).toBe(true);
    expect(isOverdue({ status: 'new', createdAt: created }, t0 + 47 * HOUR)).toBe(false);
  });

  it('does not apply once the lead was contacted or closed', () => {
    expect(callbackDeadline({ status: 'contacted', createdAt: created }, t0 + 80 * HOUR)).toEqual({ state: 'none' });
    expect(callbackDeadline({ status: 'closed', createdAt: created }, t0 + 80 * HOUR)).toEqual({ state: 'none' });
    expect(isOverdue({ status: 'closed', createdAt: created }, t0 + 80 * HOUR)).toBe(false);
  });
});

describe('export file name', () => {
  it('is leads-YYYYMMDD.csv for the day', () => {
    expect(exportFileName(new Date(2026, 10, 21, 9, 30))).toBe('leads-20261121.csv');
  });
});
