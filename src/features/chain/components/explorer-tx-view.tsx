import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { ChainTxDetail } from '@/contracts/chain';
import { explorerBlockPath } from '@/contracts/app-paths';
import { ExplorerPanel } from './explorer-frame';
import { BlockStateTag, FieldList, HashCode, HashSkeleton, SkeletonText, type Field } from './explorer-kit';
import { SignedLedgerChecking } from './signed-ledger-checking';
import { TxProof, TxProofChecking } from './tx-proof';
import { formatLedgerTime, txKindLabel } from '../format';

// The signature checks (and their crypto) load after the page has painted: a phone opening a QR code sees it first.
const LogCheckpointPanel = lazy(() =>
  import('./log-checkpoint-panel').then((module) => ({ default: module.LogCheckpointPanel })),
);

const skeleton = (chars: number) => <SkeletonText chars={chars} />;

/** The transaction's fields; without one, the same fields in grey while it loads. */
function txFields(tx: ChainTxDetail | null): Field[] {
  const block = tx?.block;
  return [
    { key: 'txHash', label: '交易哈希', wide: true, children: tx ? <HashCode hash={tx.txHash} /> : <HashSkeleton /> },
    { key: 'kind', label: '类型', children: tx ? txKindLabel(tx.kind) : skeleton(6) },
    { key: 'at', label: '上链时间', children: tx ? formatLedgerTime(tx.at) : skeleton(10) },
    {
      key: 'payloadHash',
      label: '内容哈希',
      wide: true,
      children: (
        <>
          {tx ? <HashCode hash={tx.payloadHash} /> : <HashSkeleton />}
          <p className="explorer-hint">所记录内容（含随机盐）的数字指纹，内容本身不公开。</p>
        </>
      ),
    },
    {
      key: 'block',
      label: '所在区块',
      children:
        tx && block ? (
          <span className="explorer-inline">
            <Link to={explorerBlockPath(block.height)}>#{block.height}</Link>
            <BlockStateTag open={block.open} />
          </span>
        ) : (
          <span className="explorer-inline">
            {skeleton(3)}
            <span className="explorer-tag explorer-tag--skeleton">{skeleton(3)}</span>
          </span>
        ),
    },
    { key: 'index', label: '区块内序号', children: tx && block ? `${tx.index + 1} / ${block.txCount}` : skeleton(3) },
    {
      key: 'blockHash',
      label: '区块哈希',
      wide: true,
      children: block ? <HashCode hash={block.hash} /> : <HashSkeleton />,
    },
    // The last field alone on its row takes the row, as the others do.
    {
      key: 'sealedAt',
      label: '区块封存时间',
      wide: true,
      children: block ? formatLedgerTime(block.sealedAt) : skeleton(10),
    },
  ];
}

/**
 * The body of /explorer/tx (src/pages/explorer/explorer-tx-page.tsx): whether the transaction is in the signed
 * ledger, its proof checked in the browser and its fields. Without a transaction (it is loading), the same panels
 * with their rows in grey, so the page keeps its layout when the answer arrives.
 */
export function TxView({ tx }: { tx: ChainTxDetail | null }) {
  return (
    <div className="explorer-body">
      <ExplorerPanel id="tx-signed" title="是否收录在已签名的账本中">
        {tx ? (
          <Suspense fallback={<SignedLedgerChecking withTx />}>
            <LogCheckpointPanel txHash={tx.txHash} />
          </Suspense>
        ) : (
          <SignedLedgerChecking withTx />
        )}
      </ExplorerPanel>
      <ExplorerPanel id="tx-proof" title="收录校验（在您的浏览器中完成）">
        {tx ? <TxProof tx={tx} /> : <TxProofChecking />}
      </ExplorerPanel>
      <ExplorerPanel id="tx-fields" title="交易信息">
        <FieldList fields={txFields(tx)} />
      </ExplorerPanel>
    </div>
  );
}
