import { and, eq, inArray } from 'drizzle-orm';
import { rankByTitle, shownAvatar, STAFF_AND_PHYSICIAN_ROLES } from '@lab/domain';
import { users } from '../../db/schema/index';
import { pagesFor } from '../../lib/pages';
import { containsText, prefixFirst, type SearchProvider } from '../../lib/search-provider';

export const pagesProvider: SearchProvider = {
  groupTitle: 'Pages',
  async search(_ex, q, limit, user) {
    return rankByTitle(pagesFor(user.role), q, limit).map((p) => ({ ...p }));
  },
};

/** The portal's people: staff and physicians (title = name, email, img = avatar, date = created). */
export const contactsProvider: SearchProvider = {
  groupTitle: 'Contacts',
  roles: STAFF_AND_PHYSICIAN_ROLES,
  async search(ex, q, limit) {
    const where = and(
      eq(users.status, 'active'),
      inArray(users.role, STAFF_AND_PHYSICIAN_ROLES),
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
