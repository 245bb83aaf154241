import { datedCsvName } from '@/lib/download';

/** 'leads-YYYYMMDD.csv' for the day of `now`. */
export function exportFileName(now: Date = new Date()): string {
  return datedCsvName('leads', now);
}
