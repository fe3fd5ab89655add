import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** Which page of a list: 1-based page number and its size. */
export interface Paging {
  page: number;
  pageSize: number;
}

export const offsetOf = (p: Paging): number => (p.page - 1) * p.pageSize;

/**
 * `count(*) over ()`: how many rows the WHERE matches, carried on every row of the page, so a list is one query
 * instead of the page and a count (fastify/demo's way). It pays where the database reads every match anyway (a
 * sort on an expression, a text search); where the order is an index scan that stops after one page, the window
 * makes it read and sort every match instead, and pageWithCount is faster (measured on PGlite).
 */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/** A select that can still be paged: `.limit(n).offset(m)` answers its rows. */
interface PageableQuery<R> {
  limit(n: number): { offset(n: number): PromiseLike<R[]> };
}

/**
 * One page of `query` (whose rows carry `total: windowTotal()`) and the total beside it. A page past the end has
 * no row to carry the total, so only then is `countAll` asked.
 */
export async function pagedQuery<R extends { total: number }>(
  query: PageableQuery<R>,
  paging: Paging,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  return pageOf(await query.limit(paging.pageSize).offset(offsetOf(paging)), paging, countAll);
}

/** One page of `query` and, beside it, `countAll`: for lists whose order an index serves (see windowTotal). */
export async function pageWithCount<R>(
  query: PageableQuery<R>,
  paging: Paging,
  countAll: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> {
  const [rows, total] = await Promise.all([query.limit(paging.pageSize).offset(offsetOf(paging)), countAll()]);
  return { rows, total };
}

/** pagedQuery for rows already read (a raw SQL list): splits the window total off, counting only past the end. */
export async function pageOf<R extends { total: number }>(
  rows: R[],
  paging: Paging,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  if (rows.length === 0) return { rows: [], total: paging.page > 1 ? await countAll() : 0 };
  return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(rows[0]!.total) };
}

/** `select count(*) from table where cond`: the fallback of pagedQuery. */
export async function countWhere(ex: Executor, table: PgTable, cond: SQL | undefined): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(table).where(cond);
  return Number(row?.n ?? 0);
}

/**
 * How many rows match, counting no further than `cap + 1`: a list over a million rows says "10,000+" instead of
 * counting them all on every keystroke (a window total would count them all).
 */
export async function cappedCount(
  ex: Executor,
  table: PgTable,
  cond: SQL | undefined,
  cap: number,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = await ex.select({ n: count() }).from(
    ex
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(cond)
      .limit(cap + 1)
      .as('capped'),
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), totalCapped: n > cap };
}
