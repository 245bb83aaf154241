import type { TransactionSeries } from '../chart-data';

/**
 * The figures of a transactions chart as a table only screen readers read (WCAG 1.1.1): the canvas says nothing to
 * them. A table ignores a 1 px height: its visually hidden box is a block around it, or its rows lengthen the page.
 */
export function TransactionsTable({
  series,
  seriesName,
  tableLabel,
  dateLabel,
}: {
  series: TransactionSeries;
  seriesName: string;
  tableLabel: string;
  dateLabel: string;
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{dateLabel}</th>
            <th scope="col">{seriesName}</th>
          </tr>
        </thead>
        <tbody>
          {series.times.map((time, index) => (
            <tr key={time}>
              <th scope="row">{time}</th>
              <td>{series.counts[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
