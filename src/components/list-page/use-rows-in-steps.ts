import { startTransition, useEffect, useMemo, useState } from 'react';

/** Rows a step adds: more than a screen of a list page shows, few enough for one frame to lay out. */
export const ROWS_PER_STEP = 10;

type RowKeyOf<Row> = (row: Row) => unknown;

interface Steps<Row> {
  /** The rows to show once every step is done. */
  rows: readonly Row[];
  /** What was on screen when `rows` arrived. */
  before: readonly Row[];
  /** How many of `rows` are on screen. */
  count: number;
}

/**
 * The first `count` of the new rows, then the rows that were on screen in the places after them, up to the new
 * length, except those among the new rows (a row is on screen once).
 */
function shownOf<Row>({ rows, before, count }: Steps<Row>, keyOf: RowKeyOf<Row>): readonly Row[] {
  if (count >= rows.length) return rows;
  const head = rows.slice(0, count);
  const keys = new Set(rows.map(keyOf));
  const tail = before.slice(count, rows.length).filter((row) => !keys.has(keyOf(row)));
  return tail.length ? [...head, ...tail] : head;
}

/**
 * A new page of rows, put on screen `ROWS_PER_STEP` at a time, one step a frame: the browser lays out and paints
 * each step's rows in a frame of their own, where a page of 100 rows at once costs it one long task. Until its step
 * comes, a place keeps the row that was there before (as the whole table did before its first step), so the table
 * keeps its height and the view does not jump. A page of up to `ROWS_PER_STEP` rows is shown at once.
 */
export function useRowsInSteps<Row>(rows: readonly Row[], keyOf: RowKeyOf<Row>): readonly Row[] {
  const [steps, setSteps] = useState<Steps<Row>>(() => ({ rows, before: rows, count: rows.length }));
  let current = steps;
  if (steps.rows !== rows) {
    current = { rows, before: shownOf(steps, keyOf), count: Math.min(ROWS_PER_STEP, rows.length) };
    setSteps(current);
  }
  const pending = current.count < current.rows.length;

  useEffect(() => {
    if (!pending) return;
    const next = () =>
      startTransition(() =>
        setSteps((now) => (now.rows === rows ? { ...now, count: now.count + ROWS_PER_STEP } : now)),
      );
    // The next step after the browser has drawn this one (a timer where there are no frames).
    if (typeof requestAnimationFrame !== 'function') {
      const timer = setTimeout(next, 16);
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(next);
    return () => cancelAnimationFrame(frame);
  }, [pending, rows, current.count]);

  return useMemo(() => shownOf(current, keyOf), [current, keyOf]);
}
