import { and, count, eq, inArray } from 'drizzle-orm';
import { contactSuggestion, pagesOfferedTo, rankByTitle, shownAvatar, STAFF_AND_PHYSICIAN_ROLES } from '@lab/domain';
import { users } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { containsText, prefixFirst, type SearchProvider, type SearchSlice } from '../../lib/search-provider';

/** The catalogue pages the user is offered (pagesOfferedTo: the role's guards and the patient rule), ranked by title. */
export const pagesProvider: SearchProvider = {
  groupTitle: 'Pages',
  async search(_ex, q, limit, user) {
    return rankByTitle(pagesOfferedTo(user.role), q, limit).map((p) => ({ ...p }));
  },
  async searchPage(_ex, q, { offset, limit }, user) {
    const all = rankByTitle(pagesOfferedTo(user.role), q, Number.POSITIVE_INFINITY);
    return { total: all.length, data: all.slice(offset, offset + limit).map((p) => ({ ...p })) };
  },
};

const contactsWhere = (q: string) =>
  and(
    eq(users.status, 'active'),
    inArray(users.role, STAFF_AND_PHYSICIAN_ROLES),
    q ? containsText(users.name, q) : undefined,
  );

async function contactRows(ex: Executor, q: string, { offset, limit }: SearchSlice, user: AuthUser) {
  const rows = await ex
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      department: users.department,
      avatar: users.avatar,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(contactsWhere(q))
    .orderBy(prefixFirst(users.name, q), users.name, users.id)
    .limit(limit)
    .offset(offset);
  // contactSuggestion decides what the viewer sees: only the lab's staff see email addresses.
  return rows.map((r) =>
    contactSuggestion(user.role, { ...r, img: shownAvatar(r.avatar), createdAt: r.createdAt.toISOString() }),
  );
}

/**
 * The portal's people: staff and physicians (title = name, img = avatar, date = created). The staff also see the
 * email and open the user's record; a physician sees role and department and goes to the chat (contactSuggestion).
 */
export const contactsProvider: SearchProvider = {
  groupTitle: 'Contacts',
  roles: STAFF_AND_PHYSICIAN_ROLES,
  async search(ex, q, limit, user) {
    return contactRows(ex, q, { offset: 0, limit }, user);
  },
  async searchPage(ex, q, slice, user) {
    const [[total], data] = await Promise.all([
      ex.select({ n: count() }).from(users).where(contactsWhere(q)),
      slice.limit > 0 ? contactRows(ex, q, slice, user) : Promise.resolve([]),
    ]);
    return { total: Number(total?.n ?? 0), data };
  },
};
