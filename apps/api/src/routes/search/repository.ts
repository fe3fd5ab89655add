import { and, eq, sql } from 'drizzle-orm';
import {
  escapeLike,
  isPathForbidden,
  PAGE_CATALOGUE,
  rankByTitle,
  shownAvatar,
  type TPermissionArea,
  type TRole,
  type TSearchSuggestion,
} from '@lab/domain';
import { users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { casesSearchProvider } from '../cases/search-provider';
import { filesSearchProvider } from '../documents/search-provider';
import { patientsSearchProvider } from '../patients/search-provider';

/**
 * One group of the top-bar search. A feature that wants its records found adds one provider to
 * SEARCH_PROVIDERS (e.g. Files from documents, Patients, Cases). `search` must filter, order prefix-first and
 * limit in SQL, so it stays fast over large tables.
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

/** Pages a role may open: a user without a role only reaches their profile and password. */
export function pagesFor(role: TRole | null) {
  if (!role) return PAGE_CATALOGUE.filter((p) => p.link === '/pages/profile' || p.link === '/changepassword');
  return PAGE_CATALOGUE.filter((p) => !isPathForbidden(p.link, role));
}

/** SQL for "prefix first, then the rest, then alphabetical" on a text column, case-insensitive. */
export function prefixFirst(column: unknown, q: string) {
  return sql`CASE WHEN lower(${column}) LIKE ${`${escapeLike(q.toLowerCase())}%`} THEN 0 ELSE 1 END`;
}

/** Case-insensitive substring match with LIKE wildcards escaped (trigram indexes serve it). */
export function containsText(column: unknown, q: string) {
  return sql`${column} ILIKE ${`%${escapeLike(q)}%`}`;
}

export const pagesProvider: SearchProvider = {
  groupTitle: 'Pages',
  async search(_ex, q, limit, user) {
    return rankByTitle(pagesFor(user.role), q, limit).map((p) => ({ ...p }));
  },
};

/** The portal's people: staff and physicians (title = name, email, img = avatar, date = created). */
export const contactsProvider: SearchProvider = {
  groupTitle: 'Contacts',
  roles: ['admin', 'editor', 'physician'],
  async search(ex, q, limit) {
    const where = and(
      eq(users.status, 'active'),
      sql`${users.role} IN ('admin', 'editor', 'physician')`,
      q ? containsText(users.name, q) : undefined,
    );
    const rows = await ex
      .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(prefixFirst(users.name, q), users.name, users.id)
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      title: r.name,
      email: r.email,
      img: shownAvatar(r.avatar),
      date: r.createdAt.toISOString(),
      link: `/app/user/view/${r.id}`,
    }));
  },
};

/** Groups in the order the search shows them. Add a feature's provider with one line. */
export const SEARCH_PROVIDERS: SearchProvider[] = [
  pagesProvider,
  filesSearchProvider,
  contactsProvider,
  patientsSearchProvider,
  casesSearchProvider,
];
