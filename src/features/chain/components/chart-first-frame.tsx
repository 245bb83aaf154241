import type { TransactionSeries } from '../chart-data';

/** The y axis of a count chart as ECharts draws it: about five steps of 1, 2 or 5 × 10ⁿ, from 0. */
export function countTicks(max: number): number[] {
  const raw = Math.max(max, 1) / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((unit) => unit * power).find((value) => value >= raw) ?? 10 * power);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** About eight dates along the x axis, as ECharts spaces them. */
const X_LABELS = 8;

/**
 * The chart's first frame, drawn without ECharts: the same box, grid, axes and line (straight, where ECharts
 * smooths it), so the panel looks finished while ECharts loads only once the chart comes into view. Hidden from
 * screen readers like the canvas: the figures' table follows it.
 */
export function ChartFirstFrame({
  series,
  color,
  height,
}: {
  series: TransactionSeries;
  color: string;
  height: number;
}) {
  const ticks = countTicks(Math.max(0, ...series.counts));
  const top = ticks.at(-1)!;
  const last = Math.max(1, series.counts.length - 1);
  const points = series.counts.map((count, index) => `${index},${top - count}`).join(' ');
  const every = Math.max(1, Math.ceil(series.times.length / X_LABELS));
  return (
    <div className="chart-frame" style={{ height }} aria-hidden="true">
      <div className="chart-frame__plot">
        {ticks.map((tick) => (
          <span key={tick} className="chart-frame__y" style={{ bottom: `${(tick / top) * 100}%` }}>
            <span>{tick}</span>
          </span>
        ))}
        <svg viewBox={`0 0 ${last} ${top}`} preserveAspectRatio="none" width="100%" height="100%">
          <polygon points={`0,${top} ${points} ${last},${top}`} fill={color} fillOpacity={0.12} />
          <polyline points={points} fill="none" stroke={color} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        </svg>
        {series.times.map((time, index) =>
          index % every === 0 ? (
            <span key={time} className="chart-frame__x" style={{ left: `${(index / last) * 100}%` }}>
              {time.slice(5)}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}
