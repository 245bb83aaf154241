import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { chainBlockQuery, chainBlocksNow, fetchChainBlocks, type BlockLookup } from '@/features/chain/api';
import { BlockView } from '@/features/chain/components/explorer-block-view';
import { ExplorerFrame, ExplorerPanel } from '@/features/chain/components/explorer-frame';
import { LookupState } from '@/features/chain/components/lookup-state';

/** The newest block alone: its page's total is the ledger's height. */
const HEAD_PAGE = { currPage: 1, limit: 1 };

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
    queryFn: ({ signal }) => fetchChainBlocks(HEAD_PAGE, signal).then((page) => page.total),
    initialData: () => chainBlocksNow(HEAD_PAGE)?.total,
    staleTime: 5_000,
  });
  const height = lookup && 'height' in lookup ? lookup.height : null;
  const title = block.data ? `区块 #${block.data.height}` : height ? `区块 #${height}` : '区块';
  const failed = !block.data && (lookup === null || block.isError);
  return (
    <ExplorerFrame title={title} crumbs={[{ label: title }]}>
      {failed ? (
        <ExplorerPanel id="block-fields" title="区块信息">
          <LookupState
            invalid={lookup === null}
            error={block.error}
            notFound="未找到该区块"
            onRetry={() => void block.refetch()}
          />
        </ExplorerPanel>
      ) : (
        <BlockView block={block.data ?? null} head={head.data} height={height} />
      )}
    </ExplorerFrame>
  );
}
