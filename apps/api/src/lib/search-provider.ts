import { sql } from 'drizzle-orm';
import { escapeLike, type TPermissionArea, type TRole, type TSearchSuggestion } from '@lab/domain';
import type { Executor } from '../db/client';
import type { AuthUser } from '../plugins/auth';

/** Which slice of a group the full results page asks for: skip `offset` results, return at most `limit` (0: only count). */
export interface SearchSlice {
  offset: number;
  limit: number;
}

/**
 * One group of the top-bar search and of the full results page /pages/search (docs/shell.md#search). A feature that
 * wants its records found writes one provider and adds it to SEARCH_PROVIDERS in routes/index.ts (e.g. Files from
 * documents, Patients, Cases). `search` must filter, order prefix-first and limit in SQL, so it stays fast over
 * large tables. `searchPage` is optional: a provider that has it is paged in SQL on the full results page; one
 * without it is read through `search` with SEARCH_UNPAGED_LIMIT and paged in memory, so its total stops there.
 */
export interface SearchProvider {
  groupTitle: string;
  /** Who sees this group; absent means every signed-in user. */
  roles?: readonly TRole[];
  /** The permission area of the records it shows: the user's matrix must allow reading it, as on its list route. */
  area?: TPermissionArea;
  /** Its suggestions show patient data, so a search that returns some is audited as a read. */
  revealsPatientData?: boolean;
  search(ex: Executor, q: string, limit: number, user: AuthUser): Promise<TSearchSuggestion[]>;
  /**
   * The full results page: how many results `q` has in all and the slice asked for, matched and ordered exactly as
   * `search` (so its first `limit` are `search`'s answer). `slice.limit` 0 asks only for the total.
   */
  searchPage?(
    ex: Executor,
    q: string,
    slice: SearchSlice,
    user: AuthUser,
  ): Promise<{ total: number; data: TSearchSuggestion[] }>;
}

/** How many results of a provider without `searchPage` the full results page reads and pages (its total stops here). */
export const SEARCH_UNPAGED_LIMIT = 100;

/** One slice of a provider's results, in SQL where it has `searchPage`, else through `search`. */
export async function searchSlice(
  provider: SearchProvider,
  ex: Executor,
  q: string,
  slice: SearchSlice,
  user: AuthUser,
): Promise<{ total: number; data: TSearchSuggestion[] }> {
  if (provider.searchPage) return provider.searchPage(ex, q, slice, user);
  const all = await provider.search(ex, q, SEARCH_UNPAGED_LIMIT, user);
  return { total: all.length, data: all.slice(slice.offset, slice.offset + slice.limit) };
}

/** SQL for "prefix first, then the rest, then alphabetical" on a text column, case-insensitive. */
export function prefixFirst(column: unknown, q: string) {
  return sql`CASE WHEN lower(${column}) LIKE ${`${escapeLike(q.toLowerCase())}%`} THEN 0 ELSE 1 END`;
}

/** Case-insensitive substring match with LIKE wildcards escaped (trigram indexes serve it). */
export function containsText(column: unknown, q: string) {
  return sql`${column} ILIKE ${`%${escapeLike(q)}%`}`;
}
