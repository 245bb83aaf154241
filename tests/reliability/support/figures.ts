import fs from 'node:fs';
import path from 'node:path';

export interface FigureRow {
  scenario: string;
  database: string;
  requests: number;
  acknowledged: number;
  limited: number;
  stored: number;
  mailed: number;
  duplicates: number;
  /** acknowledged − stored (leads acknowledged but missing). */
  lostLeads: number;
  /** stored − mailed once the outbox drained. */
  lostMail: number;
  p99ms: number;
  note?: string;
}

const resultsDir = path.join(new URL('../../..', import.meta.url).pathname, 'test-results', 'reliability');

export function formatFigures(rows: FigureRow[]): string {
  const header =
    '| scenario | database | requests | acknowledged | 10006 | stored | mailed | duplicate mails | lost (ack − stored) | lost (stored − mailed) | p99 ms | note |';
  const rule = '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|';
  const lines = rows.map(
    (row) =>
      `| ${row.scenario} | ${row.database} | ${row.requests} | ${row.acknowledged} | ${row.limited} | ${row.stored} | ${row.mailed} | ${row.duplicates} | ${row.lostLeads} | ${row.lostMail} | ${Math.round(row.p99ms)} | ${row.note ?? ''} |`,
  );
  return [header, rule, ...lines].join('\n');
}

/** Prints the table and keeps it in test-results/reliability/<name>.md (and .json) for the closing note. */
export function printFigures(name: string, rows: FigureRow[]): void {
  if (rows.length === 0) return;
  const table = formatFigures(rows);
  console.log(`\nReliability figures (${name}):\n${table}\n`);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}.md`), `${table}\n`);
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(rows, null, 2)}\n`);
}
