import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../context';
import { likePattern } from '../lib/like';
import { rowsOf } from './client';

/** Joins the searched columns in the indexed expression: a keyword holding it could match across two columns. */
const SEPARATOR = '\n';

/**
 * "One of `columns` contains `keywords`", written on the expression of the search indexes (migrations 0008 and
 * 0009: the columns joined by chr(10), in this order) so that an index serves it: one GIN lookup instead of a scan
 * of every row. Three characters or more: the trigram index serves `ILIKE '%…%'` itself. Two characters have no
 * trigram: the bigram index (`bigrams()`: the lower-cased 2-character substrings) finds the rows holding the
 * keyword's bigram, and ILIKE (LIKE for a keyword without cased letters) checks them. A keyword holding a line feed is narrowed down by the index and decided
 * column by column.
 */
export function containsKeywords(columns: readonly AnyColumn[], keywords: string): SQL {
  const pattern = likePattern(keywords)!;
  const searched = sql`(${sql.join([...columns], sql.raw(' || chr(10) || '))})`;
  // A keyword without letters that have a case (部署, 13912, 私有化部署) matches the same rows under LIKE as under
  // ILIKE, and LIKE checks each candidate row faster, which the capped counts notice when they read thousands of
  // matches. Both are served by the trigram index.
  const caseless = keywords.toLowerCase() === keywords.toUpperCase();
  const contains = (expression: SQL | AnyColumn) =>
    caseless ? sql`${expression} like ${pattern}` : sql`${expression} ilike ${pattern}`;
  const matches = contains(searched);
  // bigrams() of the keyword too: the same lower-casing on both sides. A chr(1), which bigrams() cuts with, leaves
  // the other character of its pair on both sides (or nothing), so the containment still holds.
  const indexed =
    [...keywords].length < 3 ? sql`(bigrams(${searched}) @> bigrams(${keywords}::text) and ${matches})` : matches;
  if (!keywords.includes(SEPARATOR)) return indexed;
  return and(indexed, or(...columns.map((column) => contains(column))))!;
}

export type TallySubject = 'leads' | 'talent_filings' | 'reward_applications';

/**
 * Exact counts per status of a table's rows (of the given kinds, all kinds when none), read from `row_tallies`,
 * which triggers keep in the same transaction as the rows (migration 0008): a page of a million leads does not
 * count them again.
 */
export async function tallyByStatus(
  db: Queryable,
  subject: TallySubject,
  kinds?: readonly string[],
): Promise<Map<string, number>> {
  const kindFilter = kinds?.length
    ? sql` and kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(
    sql`select status, sum(n)::bigint as n from row_tallies where subject = ${subject}${kindFilter} group by status`,
  );
  return new Map(rowsOf<{ status: string; n: string | number }>(result).map((row) => [row.status, Number(row.n)]));
}

/** What a list answers about its size: counts per status and its total, each exact or "at least". */
export interface ListCounts {
  counts: Map<string, number>;
  /** The counts stopped at the cap: each is the number of rows of its status among the first cap + 1 that match. */
  countsCapped: boolean;
  total: number;
  /** More than `total` rows match. */
  totalCapped: boolean;
}

/** Exact counts per status (from the tallies) and the total of some statuses (all of them when none are named). */
export function exactCounts(counts: Map<string, number>, statuses?: readonly string[]): ListCounts {
  let total = 0;
  for (const [status, n] of counts) if (!statuses || statuses.includes(status)) total += n;
  return { counts, countsCapped: false, total, totalCapped: false };
}

/** The rows of `table` matching `where`, counted up to `cap`: reads at most cap + 1 of them, however many match. */
export async function countCapped(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) s`,
    ),
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

/**
 * Counts per status of the rows of `table` matching `where` (without a status condition), and the total of the
 * list (of `status` when one is chosen), read from at most cap + 1 matching rows: a filter that matches 100,000 rows
 * costs what reading 10,001 of them costs, not what counting them all does. Up to the cap everything is exact; over
 * it the total is "more than the cap" and the counts per status are lower bounds (they are not counted further).
 * A chosen status is then counted on its own, up to the cap too.
 */
export async function countByStatusCapped(
  db: Queryable,
  table: PgTable,
  status: PgColumn,
  where: SQL | undefined,
  chosen: string | undefined,
  cap: number,
): Promise<ListCounts> {
  const rows = rowsOf<{ status: string; n: number }>(
    await db.execute(
      sql`select status, count(*)::int as n
          from (select ${status} as status from ${table} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) s
          group by status`,
    ),
  );
  const counts = new Map(rows.map((row) => [row.status, Number(row.n)]));
  const read = rows.reduce((sum, row) => sum + Number(row.n), 0);
  if (read <= cap) return exactCounts(counts, chosen ? [chosen] : undefined);
  const total = chosen
    ? await countCapped(db, table, and(where, eq(status, chosen)), cap)
    : { total: cap, totalCapped: true };
  return { counts, countsCapped: true, ...total };
}

/**
 * A list's counts per status and its total: from the tallies (exact, in constant time) when nothing but a kind
 * filters it (`tallied`), otherwise from the matching rows, up to the cap (`countByStatusCapped`).
 */
export function listCounts(
  db: Queryable,
  list: {
    tallied: boolean;
    subject: TallySubject;
    kinds?: readonly string[] | undefined;
    /** The statuses the total adds up: the chosen one by default, or all of them. */
    totalOf?: readonly string[] | undefined;
    table: PgTable;
    status: PgColumn;
    /** The list's conditions without the status: the counts per status are read under them. */
    where: SQL | undefined;
    chosen: string | undefined;
    cap: number;
  },
): Promise<ListCounts> {
  if (list.tallied)
    return tallyByStatus(db, list.subject, list.kinds).then((tally) =>
      exactCounts(tally, list.totalOf ?? (list.chosen ? [list.chosen] : undefined)),
    );
  return countByStatusCapped(db, list.table, list.status, list.where, list.chosen, list.cap);
}
