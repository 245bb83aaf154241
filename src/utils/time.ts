/** Date helpers with the original template's exact semantics (SPEC §9). */

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

export type TimeInput = Date | string | number | null | undefined;

/**
 * Formats a time with tokens {y} {m} {d} {h} {i} {s} (two-digit padded) and {a} (weekday 日一二三四五六).
 * Null for a falsy input. A string of digits becomes a number; a number whose text is 10 characters is seconds.
 */
export function parseTime(time: TimeInput, cFormat?: string): string | null {
  if (time === null || time === undefined || time === '' || time === 0) return null;
  const format = cFormat || '{y}-{m}-{d} {h}:{i}:{s}';
  let date: Date;
  if (time instanceof Date) {
    date = time;
  } else {
    let value: string | number = time;
    if (typeof value === 'string') {
      if (/^[0-9]+$/.test(value)) value = parseInt(value, 10);
      else value = value.replace(/-/gm, '/');
    }
    if (typeof value === 'number' && value.toString().length === 10) value = value * 1000;
    date = new Date(value);
  }
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return format.replace(/{([ymdhisa])+}/g, (_match, key: string) => {
    const part = parts[key];
    if (key === 'a') return WEEKDAYS[part];
    return part.toString().padStart(2, '0');
  });
}

/**
 * Relative time: under 30 s '刚刚', under 1 h 'N分钟前', under 1 day 'N小时前', under 2 days '1天前';
 * otherwise parseTime(time, option) when option is given, else 'M月D日H时m分' (not padded).
 */
export function formatTime(time: number | string, option?: string): string | null {
  let value = typeof time === 'string' ? Number(time) : time;
  if (String(time).length === 10) value = value * 1000;
  const date = new Date(value);
  const now = Date.now();
  const diff = (now - date.getTime()) / 1000;
  if (diff < 30) return '刚刚';
  if (diff < 3600) return `${Math.ceil(diff / 60)}分钟前`;
  if (diff < 3600 * 24) return `${Math.ceil(diff / 3600)}小时前`;
  if (diff < 3600 * 24 * 2) return '1天前';
  if (option) return parseTime(value, option);
  return `${date.getMonth() + 1}月${date.getDate()}日${date.getHours()}时${date.getMinutes()}分`;
}

function pluralize(count: number, label: string): string {
  return count === 1 ? `${count} ${label}` : `${count} ${label}s`;
}

/** Time ago of a Unix timestamp in seconds: minutes, hours or days (truncated). */
export function timeAgo(unixSeconds: number): string {
  const between = Date.now() / 1000 - Number(unixSeconds);
  if (between < 3600) return pluralize(~~(between / 60), 'minute');
  if (between < 86400) return pluralize(~~(between / 3600), 'hour');
  return pluralize(~~(between / 86400), 'day');
}

/** An ISO time from the API as 'YYYY-MM-DD HH:mm' in the browser's zone; `empty` when absent. */
export function formatIso(iso: string | null | undefined, empty = '-'): string {
  if (!iso) return empty;
  return parseTime(new Date(iso), '{y}-{m}-{d} {h}:{i}') ?? empty;
}
