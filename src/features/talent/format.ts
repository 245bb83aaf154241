import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { DictEntry } from '@/contracts/register';
import { fetchDict } from './api';

/** ISO time → 'YYYY-MM-DD HH:mm' in the browser's zone; '—' when absent. */
export function formatIso(value: string | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—';
}

/** A dictionary (6 talent category, 7 reward type) as options and a code → label lookup. */
export function useDictionary(type: number): { entries: DictEntry[]; labelOf: (code: string) => string } {
  const [entries, setEntries] = useState<DictEntry[]>([]);
  useEffect(() => {
    let cancelled = false;
    fetchDict(type).then(
      (list) => !cancelled && setEntries(list ?? []),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [type]);
  return {
    entries,
    labelOf: (code: string) => entries.find((entry) => entry.code === code)?.value ?? code,
  };
}
