import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/** Each sortable field of a list and the column (or expression) it orders by: a typed record, one per list. */
export type SortColumns<F extends string> = Record<F, AnyColumn | SQL>;

/** `asc(column)` or `desc(column)` for a parsed sort. */
export function sortBy<F extends string>(columns: SortColumns<F>, sort: { field: F; desc: boolean }): SQL {
  return sort.desc ? desc(columns[sort.field]) : asc(columns[sort.field]);
}
