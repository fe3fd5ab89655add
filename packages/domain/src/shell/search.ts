import { z } from 'zod';

/** docs/shell.md#constants-and-limits: search limit per group 4. */
export const SEARCH_GROUP_LIMIT = 4;
/** docs/shell.md#constants-and-limits: bookmark suggestions 6 while typing, 100 otherwise. */
export const BOOKMARK_SUGGESTIONS_TYPING = 6;
export const BOOKMARK_SUGGESTIONS_EMPTY = 100;
export const NO_RESULT = 'No Result';

/** Search suggestion (docs/shell.md#search): title, link, icon, file, img, by, email, size, date, plus id, target and detail (groupTitle belongs to the group). */
export const ZSearchSuggestion = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  target: z.string().optional(),
  title: z.string(),
  link: z.string(),
  icon: z.string().optional(),
  file: z.string().optional(),
  img: z.string().nullable().optional(),
  by: z.string().optional(),
  email: z.string().optional(),
  size: z.string().optional(),
  date: z.string().optional(),
  /** A record's second line (a patient's MRN and birth date, a case's patient and status). */
  detail: z.string().optional(),
});
export type TSearchSuggestion = z.infer<typeof ZSearchSuggestion>;

export const ZSearchGroup = z.object({
  groupTitle: z.string(),
  searchLimit: z.number().int(),
  data: z.array(ZSearchSuggestion),
});
export type TSearchGroup = z.infer<typeof ZSearchGroup>;

export const ZMainSearchResponse = z.object({ searchResult: z.array(ZSearchGroup) });
export type TMainSearchResponse = z.infer<typeof ZMainSearchResponse>;
export const ZSearchQuery = z.object({ q: z.string().trim().max(100).optional() });

/** 0 = title starts with q, 1 = contains it elsewhere, -1 = no match. Case-insensitive. */
export function matchRank(title: string, q: string): number {
  const t = title.toLowerCase();
  const needle = q.trim().toLowerCase();
  if (!needle) return 0;
  if (t.startsWith(needle)) return 0;
  return t.includes(needle) ? 1 : -1;
}

/**
 * docs/shell.md#search: case-insensitive on title; prefix matches first, then the other substring matches; each
 * kept in its original order (stable), at most `limit`. An empty query keeps the first `limit` items.
 */
export function rankByTitle<T extends { title: string }>(items: readonly T[], q: string, limit: number): T[] {
  const prefix: T[] = [];
  const inner: T[] = [];
  for (const item of items) {
    const r = matchRank(item.title, q);
    if (r === 0) prefix.push(item);
    else if (r === 1) inner.push(item);
    if (prefix.length >= limit) break;
  }
  return [...prefix, ...inner].slice(0, limit);
}

/** Escapes %, _ and \ so a user's text is matched literally by LIKE / ILIKE. */
export function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}
