import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchTransactions, transactionsNow } from '@/features/chain/api';
import { BlocksTable, blocksPageQuery } from '@/features/chain/components/blocks-table';
import { ExplorerFrame, ExplorerPanel } from '@/features/chain/components/explorer-frame';
import { TransactionsBody } from '@/features/chain/components/explorer-home-panels';
import { LedgerVerifyPanel } from '@/features/chain/components/ledger-verify-panel';
import { SignedLedgerChecking } from '@/features/chain/components/signed-ledger-checking';
import { useHydrating } from '@/lib/hydration';
import { toThousandFilter } from '@/utils/number';

// The signature checks (and their crypto) load after the page has painted: a phone opening a QR code sees it first.
const LogCheckpointPanel = lazy(() =>
  import('@/features/chain/components/log-checkpoint-panel').then((module) => ({ default: module.LogCheckpointPanel })),
);

/** The 30-day transaction counts (public: counts only) as figures and a chart. */
function TransactionsPanel() {
  const hydrating = useHydrating();
  const transactions = useQuery({
    queryKey: ['transactions'],
    queryFn: ({ signal }) => fetchTransactions(signal),
    initialData: hydrating ? undefined : transactionsNow,
  });
  const days = transactions.data;
  const total = days?.reduce((sum, day) => sum + day.allData, 0) ?? 0;
  return (
    <ExplorerPanel
      id="explorer-chart"
      title="近 30 天交易数"
      extra={
        days ? (
          <span className="explorer-muted" data-testid="explorer-chart-summary">
            共 {toThousandFilter(total)} 笔 · 今日 {toThousandFilter(days.at(-1)?.allData ?? 0)} 笔
          </span>
        ) : null
      }
    >
      <div className="explorer-body">
        <TransactionsBody days={days} failed={transactions.isError} />
      </div>
    </ExplorerPanel>
  );
}

/** /explorer: latest blocks, search, the 30-day chart and the whole-ledger check (D9). Public, no personal data. */
export default function ExplorerPage() {
  // Below the blocks on a narrow screen, the other panels are shown once the blocks' count is known: a shorter list
  // than the skeleton's would otherwise pull them up under the visitor's eyes.
  const firstPage = useQuery(blocksPageQuery(1, useHydrating()));
  const listed = firstPage.data !== undefined || firstPage.isError;
  return (
    <ExplorerFrame
      title="区块链浏览器"
      lead="人才服务联盟链的公开账本：每一次机构注册、人才登记、奖励申报、审核决定与业务咨询都是一笔链上交易。这里只公开哈希、类型与时间，不含任何个人信息。"
    >
      <div className="explorer-grid">
        <ExplorerPanel id="explorer-blocks" title="最新区块">
          <div className="explorer-body">
            <BlocksTable />
          </div>
        </ExplorerPanel>
        <div className={listed ? 'explorer-side' : 'explorer-side explorer-side--after-list'}>
          <ExplorerPanel id="explorer-signed" title="账本签名与见证">
            <Suspense fallback={<SignedLedgerChecking />}>
              <LogCheckpointPanel />
            </Suspense>
          </ExplorerPanel>
          <ExplorerPanel id="explorer-verify" title="账本完整性校验">
            <div className="explorer-body">
              <LedgerVerifyPanel />
            </div>
          </ExplorerPanel>
          <TransactionsPanel />
        </div>
      </div>
    </ExplorerFrame>
  );
}
