import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Table, type DescriptionsProps, type TableColumnsType } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ChainBlockDetail, ChainTx } from '@/contracts/chain';
import { explorerBlockPath, explorerTxPath } from '@/contracts/app-paths';
import { HashText } from '@/components/hash-text';
import { ZERO_HASH } from '@/utils/ledger-hash';
import { formatLedgerTime, txKindLabel } from '../format';
import { useAfterFirstPaint } from '../after-paint';
import { checkBlock } from '../ledger-checks';
import { BlockStateTag } from './blocks-table';
import { CheckList, Verdict } from './check-verdict';
import { ExplorerAntd } from './explorer-antd';
import { ExplorerPanel } from './explorer-frame';
import { LookupState } from './lookup-state';

const TX_COLUMNS: TableColumnsType<ChainTx & { index: number }> = [
  { key: 'index', title: '序号', dataIndex: 'index', width: 64, render: (index: number) => index + 1 },
  {
    key: 'txHash',
    title: '交易哈希 / 时间',
    dataIndex: 'txHash',
    render: (hash: string, tx) => (
      <div className="explorer-cell">
        <HashText hash={hash} short to={explorerTxPath(hash)} linkLabel="交易" />
        <span className="explorer-cell__sub">{formatLedgerTime(tx.at)}</span>
      </div>
    ),
  },
  { key: 'kind', title: '类型', dataIndex: 'kind', width: 150, render: txKindLabel },
];

/** The block's header recomputed in the browser: its Merkle root from the listed transactions, its hash. */
function BlockCheck({ block }: { block: ChainBlockDetail }) {
  const painted = useAfterFirstPaint();
  const check = useQuery({
    queryKey: ['chain-block-check', block.hash, block.merkleRoot, block.transactions.length],
    queryFn: () => checkBlock(block),
    staleTime: Infinity,
    // An open block's root changes with each refresh: it is checked once sealed.
    enabled: painted && !block.open,
  });
  if (block.open)
    return <Verdict state="open">该区块仍在接收新交易（至多 10 笔或 60 秒）；封存后本页自动校验。</Verdict>;
  if (!check.data) return <Verdict state="checking" />;
  const result = check.data;
  return (
    <>
      {result.verified ? (
        <Verdict state="verified">
          <p>本区块的全部交易与区块记录一致，区块未被改动。</p>
          <p className="explorer-hint">校验在您的浏览器中完成，不依赖服务器的结论。</p>
        </Verdict>
      ) : (
        <Verdict state="failed">
          <p>本区块的交易与区块记录对不上，账本可能被改动。</p>
        </Verdict>
      )}
      {/* D14: the recomputed values and the algorithm's words are for the curious, behind 技术细节. */}
      <details className="proof-details">
        <summary>技术细节</summary>
        {result.failure ? <p>{result.failure}</p> : <p>已在您的浏览器中重新计算本区块：</p>}
        <CheckList checks={result.checks} />
        <dl className="proof-details__fields">
          <dt>默克尔根</dt>
          <dd>
            <HashText hash={block.merkleRoot} />
          </dd>
        </dl>
      </details>
    </>
  );
}

/**
 * The body of /explorer/block (src/pages/explorer/explorer-block-page.tsx): antd's fields and table and the block's
 * check in the browser, loaded after the page's frame and title have painted.
 */
export function BlockView({ block, head }: { block: ChainBlockDetail; head: number | undefined }) {
  const items: DescriptionsProps['items'] = [
    { key: 'height', label: '区块高度', children: `#${block.height}` },
    { key: 'state', label: '状态', children: <BlockStateTag open={block.open} /> },
    { key: 'hash', label: '区块哈希', span: 2, children: <HashText hash={block.hash} /> },
    {
      key: 'prevHash',
      label: '前一区块哈希',
      span: 2,
      children:
        block.prevHash === ZERO_HASH ? (
          '创世区块（64 个 0）'
        ) : (
          <HashText hash={block.prevHash} to={explorerBlockPath(block.height - 1)} linkLabel="前一区块" />
        ),
    },
    { key: 'txCount', label: '交易数', children: block.txCount },
    { key: 'sealedAt', label: '封存时间', children: formatLedgerTime(block.sealedAt) },
  ];
  return (
    <ExplorerAntd>
      <nav className="explorer-pager" aria-label="相邻区块">
        {block.height > 1 ? (
          <Link to={explorerBlockPath(block.height - 1)}>
            <LeftOutlined aria-hidden /> 上一区块 #{block.height - 1}
          </Link>
        ) : (
          <span />
        )}
        {head !== undefined && block.height < head ? (
          <Link to={explorerBlockPath(block.height + 1)}>
            下一区块 #{block.height + 1} <RightOutlined aria-hidden />
          </Link>
        ) : null}
      </nav>
      <ExplorerPanel id="block-fields" title="区块信息" reserve="block">
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} />
        <div className="explorer-check">
          <BlockCheck block={block} />
        </div>
      </ExplorerPanel>
      <ExplorerPanel id="block-txs" title={`区块内交易（${block.transactions.length}）`}>
        <Table
          rowKey="txHash"
          size="small"
          columns={TX_COLUMNS}
          dataSource={block.transactions.map((tx, index) => ({ ...tx, index }))}
          pagination={false}
        />
      </ExplorerPanel>
    </ExplorerAntd>
  );
}

/** Loading, 未找到 or why the lookup failed, in antd's states. */
export function BlockLookupState(props: Parameters<typeof LookupState>[0]) {
  return (
    <ExplorerAntd>
      <LookupState {...props} />
    </ExplorerAntd>
  );
}
