import { parseTime } from '@/utils/time';

/** '<prefix>-YYYYMMDD.csv' for the day of `now`. */
export function datedCsvName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${parseTime(now, '{y}{m}{d}') ?? ''}.csv`;
}

/** Saves a Blob through an object URL and a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
