import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBookmarksResponse, type TBookmarksResponse } from '@lab/domain';
import { api } from '@/lib/api-client';
import { bookmarksKey } from './get-bookmarks';

export const reorderBookmarks = (ids: string[]) =>
  api('/api/update/bookmarks/order', { method: 'POST', body: { ids }, schema: ZBookmarksResponse });

/** Saves a drag; the bar shows the new order at once. */
export function useReorderBookmarks() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderBookmarks,
    onMutate: (ids) => {
      const prev = qc.getQueryData<TBookmarksResponse>(bookmarksKey());
      if (prev) {
        const byId = new Map(prev.searchResult.map((b) => [b.id, b]));
        const starred = ids.map((id) => byId.get(id)).filter((b) => b !== undefined);
        const rest = prev.searchResult.filter((b) => !ids.includes(b.id));
        qc.setQueryData(bookmarksKey(), { searchResult: [...starred, ...rest] });
      }
      return { prev };
    },
    onError: (_e, _ids, ctx) => {
      if (ctx?.prev) qc.setQueryData(bookmarksKey(), ctx.prev);
    },
    onSuccess: (data) => qc.setQueryData(bookmarksKey(), data),
  });
}
