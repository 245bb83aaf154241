import { z } from 'zod';

/** GET /portal/chain/blockNumber: current ledger height. */
export const blockNumberSchema = z.number().int().nonnegative();

/** GET /portal/chain/transactions: per-day counts, last 30 days (SPEC §3: time1, allData). */
export const blockTransactionSchema = z.object({ time1: z.string(), allData: z.number().int().nonnegative() });
export const blockTransactionsSchema = z.array(blockTransactionSchema);
export type BlockTransaction = z.infer<typeof blockTransactionSchema>;

/** Kinds of platform events appended to the ledger. */
export const LEDGER_EVENTS = [
  'registration.submitted',
  'registration.approved',
  'registration.rejected',
  'lead.received',
  'service.requested',
  'talent.submitted',
  'talent.decided',
  'reward.submitted',
  'reward.decided',
] as const;
export type LedgerEvent = (typeof LEDGER_EVENTS)[number];
