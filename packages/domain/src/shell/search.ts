import { z } from 'zod';
import type { TRole } from '../roles';

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

/** docs/shell.md#constants-and-limits: the full results page shows 10 per page by default, at most 50. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;

/**
 * docs/shell.md#the-full-results: `GET /api/search/results` — every group the user may see with its total, and one
 * page of one group (the one asked for, else the first with a result).
 */
export const ZSearchResultsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  group: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(SEARCH_PAGE_SIZE),
});
export type TSearchResultsQuery = z.infer<typeof ZSearchResultsQuery>;

export const ZSearchResultsResponse = z.object({
  q: z.string(),
  /** Every group the user may see, in the top bar's order, with how many results it holds. */
  groups: z.array(z.object({ groupTitle: z.string(), total: z.number().int() })),
  /** The group shown: the one asked for, else the first with a result (else the first); null when the user sees none. */
  group: z.string().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  data: z.array(ZSearchSuggestion),
});
export type TSearchResultsResponse = z.infer<typeof ZSearchResultsResponse>;

/** The group the full results show: the one asked for when the user sees it, else the first with a result, else the first. */
export function chosenSearchGroup(
  groups: readonly { groupTitle: string; total: number }[],
  asked: string | undefined,
): string | null {
  const wanted = asked?.toLowerCase();
  const named = wanted ? groups.find((g) => g.groupTitle.toLowerCase() === wanted) : undefined;
  return (named ?? groups.find((g) => g.total > 0) ?? groups[0])?.groupTitle ?? null;
}

/** A user as the Contacts group shows them: the record's own fields (docs/shell.md#search). */
export interface SearchContact {
  id: number;
  name: string;
  email: string;
  role: string | null;
  department: string | null;
  img: string | null;
  createdAt: string;
}

const CONTACT_ROLE_TITLES: Record<string, string> = { admin: 'Lab staff', editor: 'Lab staff', physician: 'Physician' };

/**
 * docs/shell.md#search: the lab's staff see a contact's email and open the user's record; anyone else (a physician)
 * never sees an email address, only the contact's role and department, and is sent to the chat, where they can
 * write to them.
 */
export function contactSuggestion(viewerRole: TRole | null, c: SearchContact): TSearchSuggestion {
  const base = { id: c.id, title: c.name, img: c.img, date: c.createdAt };
  if (viewerRole === 'admin' || viewerRole === 'editor')
    return { ...base, email: c.email, link: `/app/user/view/${c.id}` };
  const detail = [c.role ? (CONTACT_ROLE_TITLES[c.role] ?? c.role) : null, c.department].filter(Boolean).join(' · ');
  return { ...base, detail, icon: 'user', link: '/chat' };
}

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
