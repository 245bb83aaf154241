import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, type DescriptionsProps } from 'antd';
import type { ChainTxDetail } from '@/contracts/chain';
import { explorerBlockPath } from '@/contracts/app-paths';
import { HashText } from '@/components/hash-text';
import { chainTxQuery } from '@/features/chain/api';
import { BlockStateTag } from '@/features/chain/components/blocks-table';
import { ExplorerAntd } from '@/features/chain/components/explorer-antd';
import { ExplorerFrame, ExplorerPanel } from '@/features/chain/components/explorer-frame';
import { LookupState } from '@/features/chain/components/lookup-state';
import { TxProof } from '@/features/chain/components/tx-proof';
import { formatLedgerTime, txKindLabel } from '@/features/chain/format';

// The signature checks (and their crypto) load after the page has painted: a phone opening a QR code sees it first.
const LogCheckpointPanel = lazy(() =>
  import('@/features/chain/components/log-checkpoint-panel').then((module) => ({ default: module.LogCheckpointPanel })),
);

function TxView({ tx }: { tx: ChainTxDetail }) {
  const { block } = tx;
  const items: DescriptionsProps['items'] = [
    { key: 'txHash', label: '交易哈希', span: 2, children: <HashText hash={tx.txHash} /> },
    { key: 'kind', label: '类型', children: txKindLabel(tx.kind) },
    { key: 'at', label: '上链时间', children: formatLedgerTime(tx.at) },
    {
      key: 'payloadHash',
      label: '内容哈希',
      span: 2,
      children: (
        <>
          <HashText hash={tx.payloadHash} />
          <p className="explorer-hint">所记录内容（含随机盐）的数字指纹，内容本身不公开。</p>
        </>
      ),
    },
    {
      key: 'block',
      label: '所在区块',
      children: (
        <span className="explorer-inline">
          <Link to={explorerBlockPath(block.height)}>#{block.height}</Link>
          <BlockStateTag open={block.open} />
        </span>
      ),
    },
    { key: 'index', label: '区块内序号', children: `${tx.index + 1} / ${block.txCount}` },
    { key: 'blockHash', label: '区块哈希', span: 2, children: <HashText hash={block.hash} /> },
    { key: 'sealedAt', label: '区块封存时间', children: formatLedgerTime(block.sealedAt) },
  ];
  return (
    <>
      <ExplorerPanel id="tx-signed" title="是否收录在已签名的账本中">
        <Suspense fallback={<p className="explorer-muted">正在核对账本签名…</p>}>
          <LogCheckpointPanel txHash={tx.txHash} />
        </Suspense>
      </ExplorerPanel>
      <ExplorerPanel id="tx-proof" title="收录校验（在您的浏览器中完成）">
        <TxProof tx={tx} />
      </ExplorerPanel>
      <ExplorerPanel id="tx-fields" title="交易信息">
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />
      </ExplorerPanel>
    </>
  );
}

/** /explorer/tx?hash=: the transaction, its block and its Merkle proof checked with Web Crypto (D9). */
export default function ExplorerTxPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash')?.trim().toLowerCase() ?? '';
  const valid = /^[0-9a-f]{64}$/.test(hash);
  const tx = useQuery({ ...chainTxQuery(hash), enabled: valid });
  const crumbs = tx.data
    ? [{ label: `区块 #${tx.data.block.height}`, to: explorerBlockPath(tx.data.block.height) }, { label: '交易详情' }]
    : [{ label: '交易详情' }];
  return (
    <ExplorerAntd>
    <ExplorerFrame title="交易详情" crumbs={crumbs}>
      {tx.data ? (
        <TxView tx={tx.data} />
      ) : (
        <ExplorerPanel id="tx-fields" title="交易信息">
          <LookupState invalid={!valid} error={tx.error} notFound="未找到该交易" onRetry={() => void tx.refetch()} />
        </ExplorerPanel>
      )}
    </ExplorerFrame>
    </ExplorerAntd>
  );
}
