import { useQuery } from '@tanstack/react-query';
import type { ChainTxDetail } from '@/contracts/chain';
import { shortHash } from '@/utils/short-hash';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { checkTxProof, type ProofCheck } from '../ledger-checks';
import { CheckList, Verdict } from './check-verdict';
import { CheckingVerdict } from './checking-verdict';

/** The proof recomputed in the browser; not while the block is open (its root still changes). */
function useTxProofCheck(tx: ChainTxDetail) {
  const painted = useAfterFirstPaint();
  return useQuery({
    queryKey: ['chain-proof-check', tx.txHash, tx.block.hash, tx.block.merkleRoot, tx.proof],
    queryFn: () => checkTxProof(tx),
    staleTime: Infinity,
    enabled: painted && !tx.block.open,
  });
}

function Hash({ value }: { value: string }) {
  return (
    <code className="proof-steps__hash" title={value}>
      {shortHash(value)}
    </code>
  );
}

/** Each step from the transaction's leaf up to the root, then the block hash from its header. */
function ProofSteps({ tx, result }: { tx: ChainTxDetail; result: ProofCheck }) {
  const { path } = result;
  if (path.length === 0) return null;
  const [root, blockHash] = result.checks;
  return (
    <ol className="proof-steps" aria-label="证明步骤">
      <li>
        <span className="proof-steps__op">叶子节点</span>
        SHA-256(0x00 ‖ 交易哈希) = <Hash value={path[0]!} />
      </li>
      {tx.proof.map((step, index) => (
        <li key={`${index}-${step.hash}`}>
          <span className="proof-steps__op">第 {index + 1} 步</span>与{step.position === 'left' ? '左' : '右'}
          侧兄弟节点 <Hash value={step.hash} /> 合并：SHA-256(0x01 ‖ 左 ‖ 右) = <Hash value={path[index + 1]!} />
        </li>
      ))}
      {root ? (
        <li className={root.ok ? 'is-ok' : 'is-bad'}>
          <span className="proof-steps__op">默克尔根</span>
          {tx.proof.length === 0 ? '本区块只有这一笔交易，叶子节点即为根：' : '得到的根 '}
          <Hash value={root.computed} /> {root.ok ? '＝' : '≠'} 区块 #{tx.block.height} 记录的默克尔根{' '}
          <Hash value={root.recorded} />
        </li>
      ) : null}
      {blockHash ? (
        <li className={blockHash.ok ? 'is-ok' : 'is-bad'}>
          <span className="proof-steps__op">区块哈希</span>
          SHA-256(高度 ‖ 前一区块哈希 ‖ 默克尔根 ‖ 封存时间) = <Hash value={blockHash.computed} />{' '}
          {blockHash.ok ? '＝' : '≠'} 记录的区块哈希 <Hash value={blockHash.recorded} />
        </li>
      ) : null}
    </ol>
  );
}

/** While the proof is checked: the verified answer's rows, in grey. */
export function TxProofChecking() {
  return <CheckingVerdict lines={[27]} details />;
}

/** The transaction's Merkle proof checked with Web Crypto, shown as 已验证 or 验证失败 and why (D9). */
export function TxProof({ tx }: { tx: ChainTxDetail }) {
  const check = useTxProofCheck(tx);
  if (tx.block.open)
    return (
      <Verdict state="open">
        <p>
          {`校验将在封存后进行：区块 #${tx.block.height} 仍在接收新交易（至多 10 笔或 60 秒）。`}
          本页每 5 秒刷新一次，区块封存后即在您的浏览器中校验。
        </p>
      </Verdict>
    );
  if (check.isError) return <Verdict state="error">{check.error.message}</Verdict>;
  if (!check.data) return <TxProofChecking />;
  const result = check.data;
  return (
    <>
      {result.verified ? (
        <Verdict state="verified">
          <p>这笔交易确实记录在区块 #{tx.block.height} 中，该区块也未被改动。</p>
          <p className="explorer-hint">校验在您的浏览器中完成，不依赖服务器的结论。</p>
        </Verdict>
      ) : (
        <Verdict state="failed">
          <p>这笔交易与区块 #{tx.block.height} 的记录对不上，账本可能被改动。</p>
        </Verdict>
      )}
      {/* D14: the hashes, the proof and the algorithm names are for the curious, behind 技术细节. */}
      <details className="proof-details">
        <summary>技术细节</summary>
        {result.verified ? (
          <p>
            由交易哈希经 {tx.proof.length} 步默克尔证明算出的根与区块 #{tx.block.height}{' '}
            记录的默克尔根一致，按区块头重算的区块哈希也一致。浏览器用 Web Crypto（SHA-256）计算。
          </p>
        ) : (
          <>
            <p>{result.failure}</p>
            <CheckList checks={result.checks} />
          </>
        )}
        <ProofSteps tx={tx} result={result} />
      </details>
    </>
  );
}
