import { Suspense, lazy } from 'react';
import { Empty, Skeleton } from 'antd';
import type { BlockTransaction } from '@/contracts/chain';
import { BlocksTable } from './blocks-table';
import { ExplorerAntd } from './explorer-antd';
import { LedgerVerifyPanel } from './ledger-verify-panel';

// echarts is only downloaded when the chart renders (the user centre's chart, its own chunk).
const TransactionsChart = lazy(() => import('./transactions-chart'));

const CHART_COLOR = '#c41d25';

/**
 * The parts of /explorer that use antd, one chunk loaded after the page's frame and panel headings have painted
 * (src/pages/explorer/explorer-page.tsx).
 */
export function BlocksBody() {
  return (
    <ExplorerAntd>
      <BlocksTable />
    </ExplorerAntd>
  );
}

export function VerifyBody() {
  return (
    <ExplorerAntd>
      <LedgerVerifyPanel />
    </ExplorerAntd>
  );
}

/** The 30-day chart's body: loading, empty, or the chart. */
export function TransactionsBody({ days, failed }: { days: BlockTransaction[] | undefined; failed: boolean }) {
  const total = days?.reduce((sum, day) => sum + day.allData, 0) ?? 0;
  return (
    <ExplorerAntd>
      {failed ? (
        <p className="explorer-muted">暂时无法加载交易统计，请稍后再试</p>
      ) : !days ? (
        <Skeleton active />
      ) : total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="近 30 天暂无链上交易" />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <TransactionsChart data={days} seriesName="交易数" color={CHART_COLOR} height={260} />
        </Suspense>
      )}
    </ExplorerAntd>
  );
}
