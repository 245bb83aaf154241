import { useQuery } from '@tanstack/react-query';
import { fetchLatestBlocks } from '@/features/chain/api';
import { LatestBlocksPlaceholder } from './latest-blocks-placeholder';

const SHOWN = 3;
const shortHash = (hash: string) => `0x${hash.slice(0, 4)}…${hash.slice(-4)}`;

/**
 * The base-layer section's chain picture: the ledger's newest blocks as the explorer shows them (DECISIONS D14: no
 * invented figures beside the real explorer). Without an answer (or before the first block) it is marked 示例.
 */
export default function LatestBlocks() {
  const latest = useQuery({
    queryKey: ['chain-latest-blocks', SHOWN],
    queryFn: ({ signal }) => fetchLatestBlocks(SHOWN, signal),
    retry: false,
  });
  const blocks = latest.data?.list ?? [];
  if (blocks.length === 0) return <LatestBlocksPlaceholder />;
  return (
    <figure className="dc__chain" aria-label="星桥链最新区块">
      {blocks.map((block) => (
        <div key={block.height} className="dc__block">
          <span>区块 #{block.height.toLocaleString('zh-CN')}</span>
          <code title={block.hash}>{shortHash(block.hash)}</code>
        </div>
      ))}
      <figcaption className="dc__chain-caption">本站账本的最新区块（实时）</figcaption>
    </figure>
  );
}
