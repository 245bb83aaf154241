/** China Standard Time has no daylight saving: a fixed +08:00 offset is exact. */
export const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/** Day number (days since 1970-01-01) of an instant, in Asia/Shanghai. */
export function shanghaiDayNumber(date: Date): number {
  return Math.floor((date.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS);
}

/** 'YYYY-MM-DD' of a Shanghai day number. */
export function dayNumberToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Start of a Shanghai calendar day ('YYYY-MM-DD') as an instant. */
export function shanghaiDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00+08:00`));
}

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. */
export function formatShanghai(date: Date): string {
  return new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
