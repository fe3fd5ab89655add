import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBookmarksResponse } from '@lab/domain';
import { api } from '@/lib/api-client';
import { bookmarkKeys } from '@/api/query-keys';
import { bookmarksKey } from './get-bookmarks';

/** docs/api.md#search-and-bookmark-calls: POST obj {id, starred}; the server sets starred to the opposite. */
export const toggleBookmark = (obj: { id: string; starred: boolean }) =>
  api('/api/update/bookmarks', { method: 'POST', body: { obj }, schema: ZBookmarksResponse });

export function useToggleBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: toggleBookmark,
    onSuccess: (data) => {
      qc.setQueryData(bookmarksKey(), data);
      // Suggestions are reloaded after a toggle.
      void qc.invalidateQueries({ queryKey: bookmarkKeys.all(), predicate: (q) => q.queryKey[1] !== '' });
    },
  });
}
