import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { explorerBlockPath } from '@/contracts/app-paths';
import { chainTxQuery } from '@/features/chain/api';
import { ExplorerFrame, ExplorerPanel } from '@/features/chain/components/explorer-frame';
import { TxView } from '@/features/chain/components/explorer-tx-view';
import { LookupState } from '@/features/chain/components/lookup-state';

/** /explorer/tx?hash=: the transaction, its block and its Merkle proof checked with Web Crypto (D9). */
export default function ExplorerTxPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash')?.trim().toLowerCase() ?? '';
  const valid = /^[0-9a-f]{64}$/.test(hash);
  const tx = useQuery({ ...chainTxQuery(hash), enabled: valid });
  const crumbs = tx.data
    ? [{ label: `区块 #${tx.data.block.height}`, to: explorerBlockPath(tx.data.block.height) }, { label: '交易详情' }]
    : valid && !tx.isError
      ? [{ label: '区块 #000', pending: true }, { label: '交易详情' }]
      : [{ label: '交易详情' }];
  return (
    <ExplorerFrame title="交易详情" crumbs={crumbs}>
      {!tx.data && (!valid || tx.isError) ? (
        <ExplorerPanel id="tx-fields" title="交易信息">
          <LookupState invalid={!valid} error={tx.error} notFound="未找到该交易" onRetry={() => void tx.refetch()} />
        </ExplorerPanel>
      ) : (
        <TxView tx={tx.data ?? null} />
      )}
    </ExplorerFrame>
  );
}
