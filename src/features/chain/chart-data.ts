import type { BlockTransaction } from '@/contracts/chain';

export interface TransactionSeries {
  /** x axis: the time1 labels, in the order the server sent them. */
  times: string[];
  /** y axis: allData, the transaction count of each time. */
  counts: number[];
}

/** SPEC §3: block transaction series entries are { time1, allData }. Bad counts become 0 rather than NaN. */
export function toTransactionSeries(entries: readonly BlockTransaction[]): TransactionSeries {
  return {
    times: entries.map((entry) => entry.time1),
    counts: entries.map((entry) => (Number.isFinite(entry.allData) ? entry.allData : 0)),
  };
}

/** The ECharts option of the user-centre line chart. */
export function transactionChartOption(series: TransactionSeries, seriesName: string, color: string) {
  return {
    color: [color],
    // ECharts 6 keeps axis labels inside the canvas by itself (grid.outerBounds); containLabel is deprecated.
    grid: { left: 40, right: 16, top: 24, bottom: 28 },
    tooltip: { trigger: 'axis' as const },
    xAxis: {
      type: 'category' as const,
      boundaryGap: false,
      data: series.times,
      axisLabel: { formatter: (value: string) => value.slice(5) },
    },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      {
        name: seriesName,
        type: 'line' as const,
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.12 },
        data: series.counts,
      },
    ],
  };
}
