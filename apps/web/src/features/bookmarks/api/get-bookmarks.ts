import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZBookmarksResponse } from '@lab/domain';
import { api } from '@/lib/api-client';
import { bookmarkKeys } from '@/api/query-keys';

export const bookmarksKey = bookmarkKeys.list;

/** All bookmarks (starred first, bar order) when q is empty; 6 ranked suggestions while typing. */
export const getBookmarks = (q: string) =>
  api('/api/search/bookmarks/data', { query: { q }, schema: ZBookmarksResponse });

export const useBookmarks = (q = '') =>
  useQuery({ queryKey: bookmarksKey(q), queryFn: () => getBookmarks(q), placeholderData: keepPreviousData });
