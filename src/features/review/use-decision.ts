import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import type { DecidePayload } from './api';

export type Decision = 'approve' | 'reject';

/** What a review decides on; it names the confirmation's title and text and the toast after a decision. */
export type ReviewSubject = 'registration' | 'filing' | 'reward';

export const REASON_MAX = 500;

/** One pending record's decision, as the review drawer's footer takes it. */
export interface DecisionProps {
  id: number;
  subject: ReviewSubject;
  /** An approval is confirmed in a dialog first; a rejection always is, as it asks for its reason there. */
  confirmApproval?: boolean;
  decide: (payload: DecidePayload) => Promise<unknown>;
  /** Runs after the decision and after a refusal (already decided elsewhere, …), so the caller shows what now holds. */
  onSettled: () => void;
}

interface ReasonValues {
  reason: string;
}

/**
 * The one decision rule of every review (registrations, filings, rewards): approve, or reject with a reason that is
 * e-mailed to the applicant (DECISIONS D4, D15), at most 500 characters. A refused reason stops before the click
 * guard starts (D14); the guard keeps a second click from sending a second decision.
 */
export function useDecision({ id, subject, confirmApproval = false, decide, onSettled }: DecisionProps) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        reason: z
          .string()
          .trim()
          .min(1, t('management.review.reasonRequired'))
          .max(REASON_MAX, t('management.review.reasonMax')),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const form = useForm<ReasonValues>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  /** The decision the dialog asks about; kept while the dialog closes, so its title does not change on the way out. */
  const [asking, setAsking] = useState<Decision | null>(null);
  const [open, setOpen] = useState(false);
  const guard = useClickGuard();

  const send = (decision: Decision, reason = '') =>
    guard.run(async () => {
      try {
        await decide({ id, decision, reason });
        notify.success(t(`management.review.subjects.${subject}.${decision === 'approve' ? 'approved' : 'rejected'}`));
      } catch {
        // The request layer showed the server's message (already decided, own organisation, …).
      }
      setOpen(false);
      onSettled();
    });

  return {
    form,
    asking,
    open,
    busy: guard.disabled,
    /** A footer button: decides at once, or opens the dialog that confirms it (and asks a rejection's reason). */
    choose: (decision: Decision) => {
      if (decision === 'approve' && !confirmApproval) return void send(decision);
      setAsking(decision);
      setOpen(true);
    },
    /** The dialog's confirm button. */
    confirm: () => {
      if (asking === 'approve') void send('approve');
      else void form.handleSubmit(({ reason }) => send('reject', reason))();
    },
    cancel: () => setOpen(false),
    /** The dialog has closed: the next one starts empty. */
    closed: () => {
      setAsking(null);
      form.reset();
    },
  };
}
