import { z } from 'zod';
import { ZCataloguePage } from './page-catalogue';

/** docs/shell.md#bookmarks: at most 10 starred bookmarks show in the bar. */
export const STARRED_BAR_LIMIT = 10;

export const ZBookmark = ZCataloguePage.extend({ starred: z.boolean() });
export type TBookmark = z.infer<typeof ZBookmark>;
export const ZBookmarksResponse = z.object({ searchResult: z.array(ZBookmark) });
export type TBookmarksResponse = z.infer<typeof ZBookmarksResponse>;
/** docs/api.md#search-and-bookmark-calls: `obj {id, starred}` sets starred to the opposite of `obj.starred`. */
export const ZBookmarkToggle = z.object({ obj: z.object({ id: z.string(), starred: z.boolean() }) });
export const ZBookmarkOrder = z.object({ ids: z.array(z.string()).max(500) });
export const ZBookmarksQuery = z.object({ q: z.string().trim().max(100).optional() });

/** The bar and its overflow list: starred bookmarks in the user's order, the first 10 shown. */
export function splitBookmarkBar<T extends { starred: boolean }>(
  ordered: readonly T[],
  limit = STARRED_BAR_LIMIT,
): { bar: T[]; overflow: T[] } {
  const starred = ordered.filter((b) => b.starred);
  return { bar: starred.slice(0, limit), overflow: starred.slice(limit) };
}

/** Moves `id` to the place of `beforeId` (drag and drop); unknown ids leave the order unchanged. */
export function moveBookmark(ids: readonly string[], id: string, beforeId: string): string[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(beforeId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const out = [...ids];
  out.splice(from, 1);
  out.splice(to, 0, id);
  return out;
}

/**
 * The user's starred order after a toggle: starring appends (an 11th goes to the overflow list), unstarring
 * removes, so the first overflow item moves up into the bar.
 */
export function toggleStarredOrder(order: readonly string[], id: string, starNow: boolean): string[] {
  const rest = order.filter((x) => x !== id);
  return starNow ? [...rest, id] : rest;
}
