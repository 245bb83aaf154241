import { startTransition, useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChainBlock } from '@/contracts/chain';
import { explorerBlockPath } from '@/contracts/app-paths';
import { useHydrating } from '@/lib/hydration';
import { chainBlocksNow, fetchChainBlocks } from '../api';
import { formatLedgerTime } from '../format';
import { BlockStateTag, HashCode, HashSkeleton, Pager, PagerSkeleton, SkeletonText } from './explorer-kit';

const PAGE_SIZE = 10;

/** A row while the page loads: the same cells as a block's, with grey bars for its words. */
function SkeletonRow() {
  return (
    <tr aria-hidden="true">
      <td>
        <div className="explorer-cell">
          <SkeletonText chars={3} />
          <span className="explorer-tag explorer-tag--skeleton">
            <SkeletonText chars={3} />
          </span>
        </div>
      </td>
      <td>
        <div className="explorer-cell">
          <HashSkeleton short />
          <span className="explorer-cell__sub">
            <SkeletonText chars={10} />
          </span>
        </div>
      </td>
      <td className="is-number">
        <SkeletonText chars={1} />
      </td>
    </tr>
  );
}

/**
 * The route script's answer (the first page, asked for with the HTML) counts as fresh while the page is opening; any
 * other answer is asked again at once whenever the list is shown.
 */
const EARLY_FRESH_MS = 30_000;

/**
 * One page of the latest blocks (GET /portal/chain/blocks), ten a page. `hydrating` (useHydrating): the first render
 * draws the skeleton the prerendered page holds, and the route script's answer comes through the query's request.
 */
export function blocksPageQuery(currPage: number, hydrating = false) {
  return {
    queryKey: ['chain-blocks', currPage],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchChainBlocks({ currPage, limit: PAGE_SIZE }, signal),
    initialData: hydrating ? undefined : () => chainBlocksNow({ currPage, limit: PAGE_SIZE }),
    staleTime: (query: { state: { dataUpdateCount: number } }) =>
      query.state.dataUpdateCount === 0 ? EARLY_FRESH_MS : 0,
  } as const;
}

/** The latest blocks, newest first, ten a page (GET /portal/chain/blocks); three columns, the time under the hash. */
export function BlocksTable() {
  const [currPage, setPage] = useState(1);
  const hydrating = useHydrating();
  const query = useQuery({ ...blocksPageQuery(currPage, hydrating), placeholderData: keepPreviousData });
  const data = query.data;
  const total = data?.total ?? 0;
  return (
    <div className={query.isPlaceholderData ? 'explorer-table-wrap is-loading' : 'explorer-table-wrap'}>
      <table className="explorer-table" aria-busy={query.isFetching || undefined}>
        <thead>
          <tr>
            <th scope="col" className="explorer-table__height">
              区块高度
            </th>
            <th scope="col">区块哈希 / 封存时间</th>
            <th scope="col" className="explorer-table__count is-number">
              交易数
            </th>
          </tr>
        </thead>
        <tbody>
          {data ? (
            data.list.map((block: ChainBlock) => (
              <tr key={block.height}>
                <td>
                  <div className="explorer-cell">
                    <Link to={explorerBlockPath(block.height)}>#{block.height}</Link>
                    <BlockStateTag open={block.open} />
                  </div>
                </td>
                <td>
                  <div className="explorer-cell">
                    <HashCode hash={block.hash} short />
                    <span className="explorer-cell__sub">{formatLedgerTime(block.sealedAt)}</span>
                  </div>
                </td>
                <td className="is-number">{block.txCount}</td>
              </tr>
            ))
          ) : query.isError ? (
            <tr>
              <td colSpan={3} className="explorer-table__empty">
                暂无数据
              </td>
            </tr>
          ) : (
            Array.from({ length: PAGE_SIZE }, (_, index) => <SkeletonRow key={index} />)
          )}
        </tbody>
      </table>
      {data ? (
        <Pager
          key="pager"
          current={currPage}
          pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          total={`共 ${total} 个区块`}
          onChange={(page) => startTransition(() => setPage(page))}
        />
      ) : query.isError ? null : (
        <PagerSkeleton key="skeleton" />
      )}
    </div>
  );
}
