import { LEDGER_EVENT_LABELS, type LedgerEvent } from '@/contracts/ledger-events';
import { parseTime } from '@/utils/time';

/** A ledger time to the second, in the browser's zone: 2026-11-21 09:00:04. */
export function formatLedgerTime(iso: string): string {
  return parseTime(new Date(iso), '{y}-{m}-{d} {h}:{i}:{s}') ?? iso;
}

/** What the explorer calls a kind of transaction, in Chinese. */
export function txKindLabel(kind: LedgerEvent): string {
  return LEDGER_EVENT_LABELS[kind] ?? kind;
}
