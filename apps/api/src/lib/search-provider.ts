import { sql } from 'drizzle-orm';
import { escapeLike, type TPermissionArea, type TRole, type TSearchSuggestion } from '@lab/domain';
import type { Executor } from '../db/client';
import type { AuthUser } from '../plugins/auth';

/**
 * One group of the top-bar search. A feature that wants its records found writes one provider and adds it to
 * SEARCH_PROVIDERS in routes/index.ts (e.g. Files from documents, Patients, Cases). `search` must filter, order
 * prefix-first and limit in SQL, so it stays fast over large tables.
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
}

/** SQL for "prefix first, then the rest, then alphabetical" on a text column, case-insensitive. */
export function prefixFirst(column: unknown, q: string) {
  return sql`CASE WHEN lower(${column}) LIKE ${`${escapeLike(q.toLowerCase())}%`} THEN 0 ELSE 1 END`;
}

/** Case-insensitive substring match with LIKE wildcards escaped (trigram indexes serve it). */
export function containsText(column: unknown, q: string) {
  return sql`${column} ILIKE ${`%${escapeLike(q)}%`}`;
}
