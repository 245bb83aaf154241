import { useQuery } from '@tanstack/react-query';
import { toBase64 } from '@/utils/tlog';
import { toThousandFilter } from '@/utils/number';
import { formatLedgerTime } from '../format';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { checkCheckpoint, checkInclusion, type CheckpointCheck } from '../log-checks';
import { Verdict } from './check-verdict';
import { SignedLedgerChecking } from './signed-ledger-checking';

/**
 * The signed state of the ledger (D12), checked in the visitor's browser after the page has painted: who signed it
 * and when, whether it continues what this browser saw last time, and (on a transaction's page) whether the
 * transaction is in it. Visitor words outside; the technical terms only inside "技术细节" (D14).
 */
export function checkpointQuery() {
  return {
    queryKey: ['chain-checkpoint-check'],
    queryFn: ({ signal }: { signal: AbortSignal }) => checkCheckpoint(signal),
    staleTime: 60_000,
    retry: 1,
  } as const;
}

function SignerList({ check }: { check: Extract<CheckpointCheck, { state: 'verified' }> }) {
  return (
    <ul className="log-signers" aria-label="签名方">
      {check.signers.map((signer) => (
        <li key={signer.name}>
          <strong>{signer.role === 'log' ? '账本运营方' : '见证方'}</strong> {signer.name}
          {signer.at ? (
            <span className="explorer-muted">（{formatLedgerTime(signer.at.toISOString())} 签名）</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function TechnicalDetails({ check }: { check: Extract<CheckpointCheck, { state: 'verified' }> }) {
  return (
    <details className="log-details">
      <summary>技术细节</summary>
      <p>
        账本把全部 {toThousandFilter(check.checkpoint.size)} 笔交易组织成一棵 RFC 6962
        默克尔树（SHA-256），树根由账本密钥以 Ed25519 签名（C2SP tlog-checkpoint 签名笔记），见证方按 C2SP
        tlog-cosignature/v1 共同签名。签名已在您的浏览器中用
        {check.engine ?? 'Web Crypto'} 验证；与上次访问的一致性由默克尔一致性证明（RFC 9162）核对。
      </p>
      <dl className="log-details__fields">
        <dt>来源</dt>
        <dd>{check.checkpoint.origin}</dd>
        <dt>树根（base64）</dt>
        <dd className="hash-text">{toBase64(check.checkpoint.root)}</dd>
        <dt>账本公钥</dt>
        <dd className="hash-text">{check.vkey}</dd>
      </dl>
      <pre className="log-details__note" aria-label="签名检查点原文">
        {check.note}
      </pre>
    </details>
  );
}

/** The panel of the explorer's home page; with `txHash`, also whether that transaction is in the signed ledger. */
export function LogCheckpointPanel({ txHash }: { txHash?: string }) {
  const painted = useAfterFirstPaint();
  const check = useQuery({ ...checkpointQuery(), enabled: painted });
  const data = check.data;
  const verified = data?.state === 'verified' ? data : null;
  const inclusion = useQuery({
    queryKey: ['chain-inclusion', txHash, verified?.checkpoint.size],
    queryFn: ({ signal }) => checkInclusion(txHash!, verified!.checkpoint, signal),
    enabled: !!txHash && !!verified,
    retry: false,
  });
  if (check.isPending) return <SignedLedgerChecking withTx={!!txHash} />;
  if (check.isError || !data) return <Verdict state="error">暂时无法核对账本签名，请稍后再试。</Verdict>;
  if (data.state === 'bad-signature')
    return (
      <Verdict state="failed" label="账本签名无法验证">
        <p>账本现在提供的签名与它公布的公钥对不上，请不要信任这份账本，并联系园区管理方。</p>
      </Verdict>
    );
  if (data.state === 'rewritten')
    return (
      <Verdict state="failed" label="警告：账本已被改写">
        <p>
          {data.reason === 'key-changed'
            ? '账本的签名密钥与您上次访问时不同。'
            : data.reason === 'shorter'
              ? `您上次访问时核实过的账本有 ${toThousandFilter(data.savedSize)} 笔交易，现在只剩 ${toThousandFilter(data.size)} 笔。`
              : `您上次访问时核实过的前 ${toThousandFilter(data.savedSize)} 笔交易，与现在的账本对不上。`}
          这说明账本在那之后被改写或回滚了，其中的记录可能已被篡改。请截图保存此页，并联系园区管理方或审计方。
        </p>
        <details className="log-details">
          <summary>技术细节</summary>
          <p>本浏览器保存的签名检查点与账本现在的检查点之间不存在有效的一致性证明（RFC 9162）。</p>
          <pre className="log-details__note" aria-label="本浏览器保存的检查点">
            {data.saved}
          </pre>
          <pre className="log-details__note" aria-label="账本现在的检查点">
            {data.note}
          </pre>
        </details>
      </Verdict>
    );
  return (
    <Verdict state="verified" label="账本签名有效">
      <p data-testid="log-summary">
        账本共收录 <strong>{toThousandFilter(data.checkpoint.size)}</strong> 笔交易，由账本运营方签名，
        {data.witnesses > 0 ? `已由 ${data.witnesses} 个见证方共同签名。` : '尚无见证方共同签名。'}
      </p>
      <SignerList check={data} />
      <p>
        {data.extends === undefined
          ? '本浏览器已记住这一状态，下次访问时会核对账本没有被改写。'
          : data.extends === data.checkpoint.size
            ? '与您上次访问时看到的账本相同。'
            : `是您上次访问时看到的账本（${toThousandFilter(data.extends)} 笔）的延续，之前的记录没有被改写。`}
      </p>
      {txHash ? (
        <p data-testid="log-inclusion">
          {inclusion.isPending
            ? '正在核对这笔交易是否收录在已签名的账本中…'
            : inclusion.data?.included
              ? `这笔交易已收录在已签名的账本中（第 ${toThousandFilter(inclusion.data.index + 1)} 笔）。`
              : '这笔交易不在已签名的账本中，或尚未签名收录。'}
        </p>
      ) : null}
      <TechnicalDetails check={data} />
    </Verdict>
  );
}
