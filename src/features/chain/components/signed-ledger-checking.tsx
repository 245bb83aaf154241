import { Verdict } from './check-verdict';
import { SkeletonText } from './explorer-kit';

/**
 * The signed-ledger panel while its check loads and runs, laid out as its verified answer (log-checkpoint-panel.tsx):
 * the summary, the ledger operator's line, whether it continues the last visit, on a transaction's page whether the
 * transaction is in it, and 技术细节; the words still to come in grey, as long as the sentences that replace them.
 */
export function SignedLedgerChecking({ withTx = false }: { withTx?: boolean }) {
  return (
    <Verdict state="checking">
      <p>
        正在核对账本签名…
        <SkeletonText chars={21} />
      </p>
      <ul className="log-signers" aria-hidden="true">
        <li>
          <strong>账本运营方</strong> <SkeletonText chars={20} />
          <span className="explorer-muted">
            <SkeletonText chars={14} />
          </span>
        </li>
      </ul>
      <p>
        <SkeletonText chars={28} />
      </p>
      {withTx ? (
        <p>
          <SkeletonText chars={24} />
        </p>
      ) : null}
      <p className="log-details log-details--skeleton">
        <SkeletonText chars={4} />
      </p>
    </Verdict>
  );
}
