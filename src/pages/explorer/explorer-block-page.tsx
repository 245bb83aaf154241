import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { chainBlockQuery, fetchChainBlocks, type BlockLookup } from '@/features/chain/api';
import { ExplorerFrame, ExplorerPanel } from '@/features/chain/components/explorer-frame';

// antd (the fields, the table, the lookup states) and the block's check come after the first paint: the frame and
// the title paint without them.
const view = () => import('@/features/chain/components/explorer-block-view');
const BlockView = lazy(() => view().then((module) => ({ default: module.BlockView })));
const BlockLookupState = lazy(() => view().then((module) => ({ default: module.BlockLookupState })));

/** Keeps the body's place while it loads. */
function Placeholder() {
  return <p className="explorer-muted explorer-placeholder explorer-placeholder--table">正在加载区块…</p>;
}

/** ?height=N, or ?hash= a block hash; null when neither is usable. */
function lookupOf(params: URLSearchParams): BlockLookup | null {
  const height = params.get('height');
  if (height && /^\d{1,10}$/.test(height) && Number(height) >= 1) return { height: Number(height) };
  const hash = params.get('hash')?.trim().toLowerCase();
  return hash && /^[0-9a-f]{64}$/.test(hash) ? { hash } : null;
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
    <ExplorerFrame title={title} crumbs={[{ label: title }]}>
      {block.data ? (
        <Suspense fallback={<Placeholder />}>
          <BlockView block={block.data} head={head.data} />
        </Suspense>
      ) : (
        <ExplorerPanel id="block-fields" title="区块信息">
          <Suspense fallback={<Placeholder />}>
            <BlockLookupState
              invalid={lookup === null}
              error={block.error}
              notFound="未找到该区块"
              onRetry={() => void block.refetch()}
            />
          </Suspense>
        </ExplorerPanel>
      )}
    </ExplorerFrame>
  );
}
