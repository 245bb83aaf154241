import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { BlockTransaction } from '@/contracts/chain';
import { toTransactionSeries, transactionChartOption } from '../chart-data';
import { TransactionsTable } from './transactions-table';

// Tree-shaken: only what a line chart with a grid and a tooltip needs.
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/**
 * Block transactions over time (SPEC §2 user centre). Default export: this module is its own lazy chunk.
 * The canvas says nothing to a screen reader: the same figures follow it as a table only screen readers read
 * (TransactionsTable), named `tableLabel`, its columns `dateLabel` and `seriesName`.
 */
export default function TransactionsChart({
  data,
  seriesName,
  color,
  height = 300,
  tableLabel = '每日交易数据表',
  dateLabel = '日期',
}: {
  data: readonly BlockTransaction[];
  seriesName: string;
  color: string;
  height?: number;
  tableLabel?: string;
  dateLabel?: string;
}) {
  const series = toTransactionSeries(data);
  return (
    <>
      <div aria-hidden="true">
        <ReactEChartsCore
          echarts={echarts}
          option={transactionChartOption(series, seriesName, color)}
          notMerge
          style={{ height, width: '100%' }}
        />
      </div>
      <TransactionsTable series={series} seriesName={seriesName} tableLabel={tableLabel} dateLabel={dateLabel} />
    </>
  );
}
