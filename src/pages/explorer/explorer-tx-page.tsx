import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { explorerBlockPath } from '@/contracts/app-paths';
import { chainTxQuery } from '@/features/chain/api';
import { ExplorerFrame, ExplorerPanel } from '@/features/chain/components/explorer-frame';

// antd (the fields, the lookup states) and the proof checks come after the first paint: a phone that opens a
// filing's QR code paints the frame and the title without them.
const view = () => import('@/features/chain/components/explorer-tx-view');
const TxView = lazy(() => view().then((module) => ({ default: module.TxView })));
const TxLookupState = lazy(() => view().then((module) => ({ default: module.TxLookupState })));

/** Keeps the body's place while it loads. */
function Placeholder() {
  return <p className="explorer-muted explorer-placeholder explorer-placeholder--table">正在加载交易…</p>;
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
    <ExplorerFrame title="交易详情" crumbs={crumbs}>
      {tx.data ? (
        <Suspense fallback={<Placeholder />}>
          <TxView tx={tx.data} />
        </Suspense>
      ) : (
        <ExplorerPanel id="tx-fields" title="交易信息">
          <Suspense fallback={<Placeholder />}>
            <TxLookupState
              invalid={!valid}
              error={tx.error}
              notFound="未找到该交易"
              onRetry={() => void tx.refetch()}
            />
          </Suspense>
        </ExplorerPanel>
      )}
    </ExplorerFrame>
  );
}
