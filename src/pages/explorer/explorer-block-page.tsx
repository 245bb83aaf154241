import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Table, type DescriptionsProps, type TableColumnsType } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ChainBlockDetail, ChainTx } from '@/contracts/chain';
import { explorerBlockPath, explorerTxPath } from '@/contracts/app-paths';
import { HashText } from '@/components/hash-text';
import { chainBlockQuery, fetchChainBlocks, type BlockLookup } from '@/features/chain/api';
import { BlockStateTag } from '@/features/chain/components/blocks-table';
import { CheckList, Verdict } from '@/features/chain/components/check-verdict';
import { ExplorerAntd } from '@/features/chain/components/explorer-antd';
import { ExplorerFrame, ExplorerPanel } from '@/features/chain/components/explorer-frame';
import { LookupState } from '@/features/chain/components/lookup-state';
import { formatLedgerTime, txKindLabel } from '@/features/chain/format';
import { checkBlock } from '@/features/chain/ledger-checks';
import { ZERO_HASH } from '@/utils/ledger-hash';

/** ?height=N, or ?hash= a block hash; null when neither is usable. */
function lookupOf(params: URLSearchParams): BlockLookup | null {
  const height = params.get('height');
  if (height && /^\d{1,10}$/.test(height) && Number(height) >= 1) return { height: Number(height) };
  const hash = params.get('hash')?.trim().toLowerCase();
  return hash && /^[0-9a-f]{64}$/.test(hash) ? { hash } : null;
}

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
  const check = useQuery({
    queryKey: ['chain-block-check', block.hash, block.merkleRoot, block.transactions.length],
    queryFn: () => checkBlock(block),
    staleTime: Infinity,
    // An open block's root changes with each refresh: it is checked once sealed.
    enabled: !block.open,
  });
  if (block.open)
    return (
      <Verdict state="open">
        该区块仍在接收新交易（至多 10 笔或 60 秒）；封存后本页自动校验。
      </Verdict>
    );
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

function BlockView({ block, head }: { block: ChainBlockDetail; head: number | undefined }) {
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
    <>
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
      <ExplorerPanel id="block-fields" title="区块信息">
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
    </>
  );
}

/** /explorer/block?height= (or ?hash=): the block, its transactions and links to its neighbours (D9). */
export default function ExplorerBlockPage() {
  const [params] = useSearchParams();
  const lookup = lookupOf(params);
  const block = useQuery({ ...chainBlockQuery(lookup ?? { height: 0 }), enabled: lookup !== null });
  const head = useQuery({
    queryKey: ['chain-head'],
    queryFn: ({ signal }) => fetchChainBlocks({ currPage: 1, limit: 1 }, signal).then((page) => page.total),
    staleTime: 5_000,
  });
  const title = block.data
    ? `区块 #${block.data.height}`
    : lookup && 'height' in lookup
      ? `区块 #${lookup.height}`
      : '区块';
  return (
    <ExplorerAntd>
    <ExplorerFrame title={title} crumbs={[{ label: title }]}>
      {block.data ? (
        <BlockView block={block.data} head={head.data} />
      ) : (
        <ExplorerPanel id="block-fields" title="区块信息">
          <LookupState
            invalid={lookup === null}
            error={block.error}
            notFound="未找到该区块"
            onRetry={() => void block.refetch()}
          />
        </ExplorerPanel>
      )}
    </ExplorerFrame>
    </ExplorerAntd>
  );
}
