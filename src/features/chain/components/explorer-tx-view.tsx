import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Descriptions, type DescriptionsProps } from 'antd';
import type { ChainTxDetail } from '@/contracts/chain';
import { explorerBlockPath } from '@/contracts/app-paths';
import { HashText } from '@/components/hash-text';
import { BlockStateTag } from './blocks-table';
import { ExplorerAntd } from './explorer-antd';
import { ExplorerPanel } from './explorer-frame';
import { LookupState } from './lookup-state';
import { TxProof } from './tx-proof';
import { formatLedgerTime, txKindLabel } from '../format';

// The signature checks (and their crypto) load after the page has painted: a phone opening a QR code sees it first.
const LogCheckpointPanel = lazy(() =>
  import('./log-checkpoint-panel').then((module) => ({ default: module.LogCheckpointPanel })),
);

/**
 * The body of /explorer/tx (src/pages/explorer/explorer-tx-page.tsx): antd's table of fields and the proof checks,
 * loaded after the page's frame and title have painted.
 */
export function TxView({ tx }: { tx: ChainTxDetail }) {
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
    <ExplorerAntd>
      <ExplorerPanel id="tx-signed" title="是否收录在已签名的账本中" reserve="signed-tx">
        <Suspense fallback={<p className="explorer-muted">正在核对账本签名…</p>}>
          <LogCheckpointPanel txHash={tx.txHash} />
        </Suspense>
      </ExplorerPanel>
      <ExplorerPanel id="tx-proof" title="收录校验（在您的浏览器中完成）" reserve="proof">
        <TxProof tx={tx} />
      </ExplorerPanel>
      <ExplorerPanel id="tx-fields" title="交易信息">
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />
      </ExplorerPanel>
    </ExplorerAntd>
  );
}

/** Loading, 未找到 or why the lookup failed, in antd's states. */
export function TxLookupState(props: Parameters<typeof LookupState>[0]) {
  return (
    <ExplorerAntd>
      <LookupState {...props} />
    </ExplorerAntd>
  );
}
