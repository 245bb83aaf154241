import { Suspense, lazy, useRef } from 'react';
import type { BlockTransaction } from '@/contracts/chain';
import { toTransactionSeries } from '../chart-data';
import { useNearViewport } from '../use-near-viewport';
import { ChartFirstFrame } from './chart-first-frame';
import { TransactionsTable } from './transactions-table';

// ECharts (its own chunk, the user centre's chart) is downloaded and drawn only once the chart is about to be seen.
const TransactionsChart = lazy(() => import('./transactions-chart'));

const CHART_COLOR = '#c41d25';
const CHART_HEIGHT = 260;
const SERIES_NAME = '交易数';

/** The 30-day chart: drawn without ECharts first, in ECharts once in view. */
function LazyChart({ days }: { days: BlockTransaction[] }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const series = toTransactionSeries(days);
  const frame = (
    <>
      <ChartFirstFrame series={series} color={CHART_COLOR} height={CHART_HEIGHT} />
      <TransactionsTable series={series} seriesName={SERIES_NAME} tableLabel="每日交易数据表" dateLabel="日期" />
    </>
  );
  return (
    <div ref={box} className="chart-box">
      {near ? (
        <Suspense fallback={frame}>
          <TransactionsChart data={days} seriesName={SERIES_NAME} color={CHART_COLOR} height={CHART_HEIGHT} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}

/** The 30-day chart's body: loading (an empty frame of its height), the failure, nothing to draw, or the chart. */
export function TransactionsBody({ days, failed }: { days: BlockTransaction[] | undefined; failed: boolean }) {
  const total = days?.reduce((sum, day) => sum + day.allData, 0) ?? 0;
  if (failed) return <p className="explorer-muted">暂时无法加载交易统计，请稍后再试</p>;
  if (!days)
    return (
      <div className="chart-frame chart-frame--loading" style={{ height: CHART_HEIGHT }}>
        <p className="explorer-muted">正在加载交易统计…</p>
      </div>
    );
  if (total === 0) return <p className="explorer-empty">近 30 天暂无链上交易</p>;
  return <LazyChart days={days} />;
}
