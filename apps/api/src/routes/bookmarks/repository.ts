import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_STARRED_LINKS, type TBookmark, type TRole } from '@lab/domain';
import { userBookmarks } from '../../db/schema/index';
import type { Executor } from '../../db/client';
import { pagesFor } from '../../lib/pages';

/** The catalogue pages the user may open, each with its starred flag; starred first in the bar's order. */
export async function listBookmarks(ex: Executor, userId: number, role: TRole | null): Promise<TBookmark[]> {
  const pages = pagesFor(role);
  const rows = await ex.select().from(userBookmarks).where(eq(userBookmarks.userId, userId));
  const byId = new Map(rows.map((r) => [r.pageId, r]));
  const fresh = rows.length === 0;
  const position = (id: string, link: string) =>
    fresh ? DEFAULT_STARRED_LINKS.indexOf(link) : (byId.get(id)?.position ?? 0);
  const list = pages.map((p) => ({
    ...p,
    starred: fresh ? DEFAULT_STARRED_LINKS.includes(p.link) : byId.get(p.id)?.starred === true,
  }));
  const starred = list.filter((b) => b.starred).sort((a, b) => position(a.id, a.link) - position(b.id, b.link));
  return [...starred, ...list.filter((b) => !b.starred)];
}

/** The first change a user makes writes the defaults down, so later toggles keep them. */
async function materializeDefaults(ex: Executor, userId: number, role: TRole | null): Promise<void> {
  const [any] = await ex
    .select({ id: userBookmarks.pageId })
    .from(userBookmarks)
    .where(eq(userBookmarks.userId, userId))
    .limit(1);
  if (any) return;
  const defaults = pagesFor(role).filter((p) => DEFAULT_STARRED_LINKS.includes(p.link));
  if (defaults.length === 0) return;
  await ex
    .insert(userBookmarks)
    .values(
      defaults.map((p) => ({ userId, pageId: p.id, starred: true, position: DEFAULT_STARRED_LINKS.indexOf(p.link) })),
    );
}

/** Stars or unstars a page; a newly starred page goes to the end of the bar (an 11th overflows). */
export async function setStarred(ex: Executor, userId: number, role: TRole | null, pageId: string, starred: boolean) {
  await materializeDefaults(ex, userId, role);
  const [max] = await ex
    .select({ max: sql<number | null>`max(${userBookmarks.position})` })
    .from(userBookmarks)
    .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.starred, true)));
  const position = starred ? Number(max?.max ?? -1) + 1 : 0;
  await ex
    .insert(userBookmarks)
    .values({ userId, pageId, starred, position })
    .onConflictDoUpdate({
      target: [userBookmarks.userId, userBookmarks.pageId],
      set: { starred, position, updatedAt: new Date() },
    });
}

/** Saves the bar's order after a drag: each listed starred page gets its index. */
export async function reorderStarred(ex: Executor, userId: number, role: TRole | null, ids: string[]) {
  await materializeDefaults(ex, userId, role);
  const rows = await ex
    .select({ pageId: userBookmarks.pageId })
    .from(userBookmarks)
    .where(
      and(
        eq(userBookmarks.userId, userId),
        eq(userBookmarks.starred, true),
        inArray(userBookmarks.pageId, ids.length ? ids : ['']),
      ),
    );
  const known = new Set(rows.map((r) => r.pageId));
  let i = 0;
  for (const id of ids) {
    if (!known.has(id)) continue;
    await ex
      .update(userBookmarks)
      .set({ position: i++, updatedAt: new Date() })
      .where(and(eq(userBookmarks.userId, userId), eq(userBookmarks.pageId, id)));
  }
}
