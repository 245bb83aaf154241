/** Mainland resident identity card numbers (GB 11643-1999): 17 digits and a check code. */
import { shanghaiDate } from './shanghai-date';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';
const SHAPE = /^[1-9]\d{16}[\dX]$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Trimmed, upper-case 'x'. */
export function normaliseIdCard(value: string): string {
  return value.trim().toUpperCase();
}

/** The check code the first 17 digits call for. */
export function idCardCheckCode(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * WEIGHTS[index]!;
  return CHECK_CODES[sum % 11]!;
}

/** The birth date written in positions 7-14, as 'YYYY-MM-DD', when it is a real date from 1900 to today. */
export function birthDateOfIdCard(id: string, today: string = shanghaiDate()): string | null {
  const value = normaliseIdCard(id);
  if (!/^\d{14}/.test(value)) return null;
  const date = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (!isCalendarDate(date) || date < '1900-01-01' || date > today) return null;
  return date;
}

/** 18 characters, a real birth date, and the GB 11643 check code. */
export function isValidIdCard(id: string, today: string = shanghaiDate()): boolean {
  const value = normaliseIdCard(id);
  if (!SHAPE.test(value)) return false;
  if (!birthDateOfIdCard(value, today)) return false;
  return idCardCheckCode(value.slice(0, 17)) === value[17];
}

/** The 17th digit: odd for men, even for women. */
export function genderOfIdCard(id: string): 'male' | 'female' | null {
  const value = normaliseIdCard(id);
  if (!/^\d{17}/.test(value)) return null;
  return Number(value[16]) % 2 === 1 ? 'male' : 'female';
}

/** '330106199001011234' → '330106********1234': region and last four kept, birth date hidden. */
export function maskIdCard(id: string): string {
  if (!id) return '';
  if (id.length <= 10) return '*'.repeat(id.length);
  return `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;
}
