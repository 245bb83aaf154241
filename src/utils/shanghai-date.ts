/**
 * Dates in China Standard Time (Asia/Shanghai), the zone of every date the product shows, filters or counts by: the
 * same "today", day boundaries and written times in the browser, the mocks and the server, whatever zone the machine
 * runs in. China has no daylight saving time, so a fixed +08:00 offset is exact.
 */
export const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

type Instant = Date | string | number;

const shifted = (time: Instant) => new Date(new Date(time).getTime() + SHANGHAI_OFFSET_MS);

/** Day number (days since 1970-01-01) of an instant, in Shanghai. */
export function shanghaiDayNumber(time: Instant): number {
  return Math.floor(shifted(time).getTime() / DAY_MS);
}

/** 'YYYY-MM-DD' of a Shanghai day number. */
export function dayNumberToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a Shanghai day starts, by its day number. */
export function dayNumberStart(day: number): Date {
  return new Date(day * DAY_MS - SHANGHAI_OFFSET_MS);
}

/** The instant a Shanghai calendar day ('YYYY-MM-DD') starts. */
export function shanghaiDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00+08:00`));
}

/** Hour (0-23) of an instant on the Shanghai clock. */
export function shanghaiHour(time: Instant): number {
  return shifted(time).getUTCHours();
}

/** 'YYYY-MM-DD' of an instant in Shanghai: today's date by default. */
export function shanghaiDate(time: Instant = new Date()): string {
  return shifted(time).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss' of an instant in Shanghai. */
export function formatShanghai(time: Instant): string {
  return shifted(time).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant a Shanghai wall time ('YYYY-MM-DD HH:mm:ss', as formatShanghai writes it) names. */
export function parseShanghai(written: string): Date {
  return new Date(`${written.replace(' ', 'T')}+08:00`);
}
