import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ChainBlockDetail } from '@/contracts/chain';
import { explorerBlockPath, explorerTxPath } from '@/contracts/app-paths';
import { ZERO_HASH } from '@/utils/ledger-hash';
import { formatLedgerTime, txKindLabel } from '../format';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { checkBlock } from '../ledger-checks';
import { CheckList, Verdict } from './check-verdict';
import { ExplorerPanel } from './explorer-frame';
import { BlockStateTag, FieldList, HashCode, HashSkeleton, SkeletonText, type Field } from './explorer-kit';
import { Icon } from './icon';
import { CheckingVerdict } from './checking-verdict';

/** While the block's check runs: the verified answer's rows, in grey. */
function BlockChecking() {
  return <CheckingVerdict lines={[23]} details />;
}

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
  if (!check.data) return <BlockChecking />;
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
            <HashCode hash={block.merkleRoot} />
          </dd>
        </dl>
      </details>
    </>
  );
}

const skeleton = (chars: number) => <SkeletonText chars={chars} />;

const GENESIS = '创世区块（64 个 0）';

/** The block's fields; without a block, the same fields in grey while it loads. */
function blockFields(block: ChainBlockDetail | null, height: number | null): Field[] {
  return [
    { key: 'height', label: '区块高度', children: block ? `#${block.height}` : height ? `#${height}` : skeleton(3) },
    {
      key: 'state',
      label: '状态',
      children: block ? (
        <BlockStateTag open={block.open} />
      ) : (
        <span className="explorer-tag explorer-tag--skeleton">{skeleton(3)}</span>
      ),
    },
    { key: 'hash', label: '区块哈希', wide: true, children: block ? <HashCode hash={block.hash} /> : <HashSkeleton /> },
    {
      key: 'prevHash',
      label: '前一区块哈希',
      wide: true,
      children: !block ? (
        height === 1 ? (
          GENESIS
        ) : (
          <HashSkeleton />
        )
      ) : block.prevHash === ZERO_HASH ? (
        GENESIS
      ) : (
        <HashCode hash={block.prevHash} to={explorerBlockPath(block.height - 1)} linkLabel="前一区块" />
      ),
    },
    { key: 'txCount', label: '交易数', children: block ? block.txCount : skeleton(1) },
    { key: 'sealedAt', label: '封存时间', children: block ? formatLedgerTime(block.sealedAt) : skeleton(10) },
  ];
}

/** The transactions of the block, in order: hash (linked) and time, kind in Chinese. */
function TxTable({ block }: { block: ChainBlockDetail | null }) {
  return (
    <table className="explorer-table">
      <thead>
        <tr>
          <th scope="col" className="explorer-table__index">
            序号
          </th>
          <th scope="col">交易哈希 / 时间</th>
          <th scope="col" className="explorer-table__kind">
            类型
          </th>
        </tr>
      </thead>
      <tbody>
        {block
          ? block.transactions.map((tx, index) => (
              <tr key={tx.txHash}>
                <td>{index + 1}</td>
                <td>
                  <div className="explorer-cell">
                    <HashCode hash={tx.txHash} short to={explorerTxPath(tx.txHash)} linkLabel="交易" />
                    <span className="explorer-cell__sub">{formatLedgerTime(tx.at)}</span>
                  </div>
                </td>
                <td>{txKindLabel(tx.kind)}</td>
              </tr>
            ))
          : [0, 1, 2].map((index) => (
              <tr key={index} aria-hidden="true">
                <td>{skeleton(1)}</td>
                <td>
                  <div className="explorer-cell">
                    <HashSkeleton short />
                    <span className="explorer-cell__sub">{skeleton(10)}</span>
                  </div>
                </td>
                <td>{skeleton(5)}</td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}

/**
 * The body of /explorer/block (src/pages/explorer/explorer-block-page.tsx): the links to the neighbours, the fields,
 * the block's check in the browser and its transactions. Without a block (it is loading), the same rows in grey, so
 * the page keeps its layout when the answer arrives.
 */
export function BlockView({
  block,
  head,
  height = null,
}: {
  block: ChainBlockDetail | null;
  head: number | undefined;
  /** The height the address asks for, shown while the block loads. */
  height?: number | null;
}) {
  // The height the address names is known before the block: its neighbours' links are drawn from the start.
  const shown = block?.height ?? height;
  return (
    <div className="explorer-body">
      <nav className="explorer-pager" aria-label="相邻区块">
        {shown !== null && shown > 1 ? (
          <Link to={explorerBlockPath(shown - 1)}>
            <Icon name="left" /> 上一区块 #{shown - 1}
          </Link>
        ) : shown === null ? (
          <span aria-hidden="true">{skeleton(7)}</span>
        ) : (
          <span />
        )}
        {block && head !== undefined && block.height < head ? (
          <Link to={explorerBlockPath(block.height + 1)}>
            下一区块 #{block.height + 1} <Icon name="right" />
          </Link>
        ) : null}
      </nav>
      <ExplorerPanel id="block-fields" title="区块信息">
        <FieldList fields={blockFields(block, height)} />
        <div className="explorer-check">{block ? <BlockCheck block={block} /> : <BlockChecking />}</div>
      </ExplorerPanel>
      <ExplorerPanel id="block-txs" title={block ? `区块内交易（${block.transactions.length}）` : '区块内交易'}>
        <TxTable block={block} />
      </ExplorerPanel>
    </div>
  );
}
