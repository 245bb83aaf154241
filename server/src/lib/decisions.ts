import { ApiCode } from '#contracts/codes';
import type { AuthUser } from '../plugins/auth';
import { ApiError } from './errors';

export const ALREADY_DECIDED = '该申请已被审核，不能重复处理';

export interface DecisionInput {
  id: number;
  decision: 'approve' | 'reject';
  reason: string;
}

/** The columns a review decision sets, the same on registrations, talent filings and reward applications. */
export function decisionColumns(input: DecisionInput, reviewer: AuthUser, now: Date) {
  const approved = input.decision === 'approve';
  return {
    status: approved ? 'approved' : 'rejected',
    reviewReason: approved ? null : input.reason,
    reviewerId: reviewer.id,
    reviewedAt: now,
    updatedAt: now,
  };
}

/**
 * A decision is made once: its UPDATE only matches a pending row. When it matched nothing, the record is either
 * missing (10009, `notFound`) or already decided (10007); `exists` tells which.
 */
export async function decidedRowOrThrow<T>(
  updated: T[],
  exists: () => Promise<unknown[]>,
  notFound: string,
): Promise<T> {
  const [row] = updated;
  if (row) return row;
  if ((await exists()).length === 0) throw new ApiError(ApiCode.NOT_FOUND, notFound);
  throw new ApiError(ApiCode.DUPLICATE, ALREADY_DECIDED);
}
