import type { ReactNode } from 'react';
import { shortHash } from '@/utils/short-hash';
import { isHash } from '@/utils/ledger-hash';
import type { LedgerCheck } from '../ledger-checks';
import { Icon } from './icon';
import './check-verdict.css';

/** A value short enough to show beside a failed check: a hash (shortened) or a number; null for longer text. */
function shownValue(value: string): string | null {
  if (isHash(value)) return shortHash(value);
  return value.length <= 20 ? value || '（空）' : null;
}

export type VerdictState = 'checking' | 'verified' | 'failed' | 'open' | 'error';

const VERDICT_LABELS: Record<VerdictState, string> = {
  checking: '校验中…',
  verified: '已验证',
  failed: '验证失败',
  open: '区块未封存',
  error: '暂时无法校验',
};

const ICONS: Record<VerdictState, ReactNode> = {
  checking: <Icon name="loading" spin />,
  verified: <Icon name="checkCircle" />,
  failed: <Icon name="closeCircle" />,
  open: <Icon name="clockCircle" />,
  error: <Icon name="closeCircle" />,
};

/** The outcome of a check made in the browser, as a labelled status (role=status: read out when it settles). */
export function Verdict({
  state,
  label = VERDICT_LABELS[state],
  children,
  compact = false,
}: {
  state: VerdictState;
  /** Instead of the state's usual word. */
  label?: string;
  children?: ReactNode;
  compact?: boolean;
}) {
  return (
    <div className={`verdict verdict--${state}${compact ? ' verdict--compact' : ''}`} role="status">
      <span className="verdict__icon" aria-hidden="true">
        {ICONS[state]}
      </span>
      <div className="verdict__body">
        <strong className="verdict__label">{label}</strong>
        {children ? <div className="verdict__text">{children}</div> : null}
      </div>
    </div>
  );
}

/** Each recomputed value against the recorded one. */
export function CheckList({ checks }: { checks: readonly LedgerCheck[] }) {
  return (
    <ul className="check-list">
      {checks.map((check) => (
        <li key={check.label} className={check.ok ? 'is-ok' : 'is-bad'}>
          <span aria-hidden="true">{check.ok ? <Icon name="checkCircle" /> : <Icon name="closeCircle" />}</span>
          <span>
            {check.label}
            {check.ok ? '一致' : '不一致'}
            <Mismatch check={check} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Mismatch({ check }: { check: LedgerCheck }) {
  const recorded = shownValue(check.recorded);
  const computed = shownValue(check.computed);
  if (check.ok || recorded === null || computed === null) return null;
  return (
    <span className="check-list__detail">
      记录 <code title={check.recorded}>{recorded}</code>，重算 <code title={check.computed}>{computed}</code>
    </span>
  );
}
