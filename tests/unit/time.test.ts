import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime, parseTime, timeAgo } from '@/utils/time';

describe('parseTime', () => {
  it('answers null for falsy input', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime(0)).toBeNull();
  });

  it('uses {y}-{m}-{d} {h}:{i}:{s} by default, padded to two digits', () => {
    expect(parseTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
  });

  it('treats a 10-character number as seconds and a 13-character one as milliseconds', () => {
    // 1763690400 is 2025-11-21 10:00:00 in Asia/Shanghai
    expect(parseTime(1_763_690_400)).toBe('2025-11-21 10:00:00');
    expect(parseTime(1_763_690_400_000)).toBe('2025-11-21 10:00:00');
  });

  it('turns a string of digits into a number first', () => {
    expect(parseTime('1763690400')).toBe('2025-11-21 10:00:00');
  });

  it('parses other strings as dates', () => {
    expect(parseTime('2026-11-21 08:30:00', '{y}/{m}/{d} {h}:{i}')).toBe('2026/11/21 08:30');
  });

  it('renders the weekday token {a} as 日一二三四五六', () => {
    expect(parseTime(new Date(2026, 10, 22), '{a}')).toBe('日');
    expect(parseTime(new Date(2026, 10, 21), '周{a}')).toBe('周六');
  });
});

describe('formatTime', () => {
  const now = new Date(2026, 10, 21, 12, 0, 0).getTime();
  afterEach(() => vi.useRealTimers());

  it('says 刚刚 under 30 s, then minutes, hours and 1天前', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    expect(formatTime(now - 29_000)).toBe('刚刚');
    expect(formatTime(now - 31_000)).toBe('1分钟前');
    expect(formatTime(now - 61_000)).toBe('2分钟前');
    expect(formatTime(now - 3_601_000)).toBe('2小时前');
    expect(formatTime(now - 25 * 3_600_000)).toBe('1天前');
  });

  it('treats a 10-character value as seconds', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    expect(formatTime(Math.floor((now - 120_000) / 1000))).toBe('2分钟前');
  });

  it('falls back to M月D日H时m分 without padding, or parseTime with the option', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    const old = new Date(2026, 2, 5, 8, 7, 0).getTime();
    expect(formatTime(old)).toBe('3月5日8时7分');
    expect(formatTime(old, '{y}-{m}-{d}')).toBe('2026-03-05');
  });
});

describe('timeAgo', () => {
  afterEach(() => vi.useRealTimers());
  it('counts truncated minutes, hours or days with English plurals', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
    const nowSeconds = Date.now() / 1000;
    expect(timeAgo(nowSeconds - 60)).toBe('1 minute');
    expect(timeAgo(nowSeconds - 179)).toBe('2 minutes');
    expect(timeAgo(nowSeconds - 3600)).toBe('1 hour');
    expect(timeAgo(nowSeconds - 3 * 3600 - 59)).toBe('3 hours');
    expect(timeAgo(nowSeconds - 86_400)).toBe('1 day');
    expect(timeAgo(nowSeconds - 10 * 86_400)).toBe('10 days');
  });
});
