import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { BlockTransaction } from '@/contracts/chain';
import { toTransactionSeries, transactionChartOption } from '../chart-data';

// Tree-shaken: only what a line chart with a grid and a tooltip needs.
echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** Block transactions over time (SPEC §2 user centre). Default export: this module is its own lazy chunk. */
export default function TransactionsChart({
  data,
  seriesName,
  color,
  height = 300,
}: {
  data: readonly BlockTransaction[];
  seriesName: string;
  color: string;
  height?: number;
}) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={transactionChartOption(toTransactionSeries(data), seriesName, color)}
      notMerge
      style={{ height, width: '100%' }}
    />
  );
}
