import { describe, expect, it } from 'vitest';
import {
  dayNumberStart,
  dayNumberToDate,
  formatShanghai,
  parseShanghai,
  shanghaiDate,
  shanghaiDayNumber,
  shanghaiDayStart,
  shanghaiHour,
} from '@/utils/shanghai-date';

describe('dates in China Standard Time', () => {
  it('puts 16:00 UTC at the start of the next Shanghai day, and a second before it on the day before', () => {
    expect(shanghaiDate('2026-11-20T16:00:00Z')).toBe('2026-11-21');
    expect(shanghaiDate('2026-11-20T15:59:59Z')).toBe('2026-11-20');
    expect(shanghaiDayNumber(new Date('2026-11-20T16:00:00Z'))).toBe(
      shanghaiDayNumber(new Date('2026-11-20T15:59:59Z')) + 1,
    );
  });

  it('writes an instant as Shanghai wall time, seconds included', () => {
    expect(formatShanghai(new Date('2026-11-21T02:05:09Z'))).toBe('2026-11-21 10:05:09');
    expect(formatShanghai('2026-12-31T16:30:00.000Z')).toBe('2027-01-01 00:30:00');
  });

  it('finds the instant a Shanghai day starts, by its date or its day number', () => {
    expect(shanghaiDayStart('2026-11-21').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    const day = shanghaiDayNumber(new Date('2026-11-21T12:00:00+08:00'));
    expect(dayNumberToDate(day)).toBe('2026-11-21');
    expect(dayNumberStart(day).toISOString()).toBe('2026-11-20T16:00:00.000Z');
  });

  it('reads the hour on the Shanghai clock, 16:00 UTC being midnight of the next day', () => {
    expect(shanghaiHour('2026-11-20T16:00:00Z')).toBe(0);
    expect(shanghaiHour('2026-11-20T15:59:59Z')).toBe(23);
    expect(shanghaiHour(new Date('2026-11-20T19:30:00Z'))).toBe(3);
  });

  it('reads Shanghai wall time back as the instant formatShanghai wrote it from', () => {
    expect(parseShanghai('2026-11-21 10:05:09').toISOString()).toBe('2026-11-21T02:05:09.000Z');
    expect(parseShanghai('2027-01-01 00:30:00').toISOString()).toBe('2026-12-31T16:30:00.000Z');
    const instant = new Date('2026-05-18T02:30:45Z');
    expect(parseShanghai(formatShanghai(instant))).toEqual(instant);
  });
});
