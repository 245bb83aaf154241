import { parseTime } from '@/utils/time';

/** An ISO time from the API as 'YYYY-MM-DD HH:mm' in the browser's zone; '-' when absent. */
export function formatIso(iso: string | null | undefined): string {
  if (!iso) return '-';
  return parseTime(new Date(iso), '{y}-{m}-{d} {h}:{i}') ?? '-';
}
