import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZHelpArticle,
  ZHelpArticlePage,
  ZHelpCategories,
  ZTestDirectoryEntry,
  ZTestDirectoryPage,
  type THelpArticle,
  type THelpArticleInput,
  type THelpKind,
  type THelpListQuery,
  type TTestDirectoryQuery,
} from '@lab/domain';
import { api } from '@/lib/api-client';
import { helpKeys } from '@/api/query-keys';

/** A page of the articles the user may read (docs/help.md#calls). */
export const helpArticlesQuery = (query: THelpListQuery) =>
  queryOptions({
    queryKey: helpKeys.list(query),
    queryFn: ({ signal }) => api('/api/help/articles', { query, schema: ZHelpArticlePage, signal }),
  });

export const helpCategoriesQuery = (kind?: THelpKind) =>
  queryOptions({
    queryKey: helpKeys.categories(kind),
    queryFn: ({ signal }) => api('/api/help/categories', { query: { kind }, schema: ZHelpCategories, signal }),
  });

export const helpArticleQuery = (id: number) =>
  queryOptions({
    queryKey: helpKeys.detail(id),
    queryFn: ({ signal }) => api(`/api/help/articles/${id}`, { schema: ZHelpArticle, signal }),
    retry: false,
  });

export const testDirectoryQuery = (query: TTestDirectoryQuery) =>
  queryOptions({
    queryKey: helpKeys.tests(query),
    queryFn: ({ signal }) => api('/api/help/tests', { query, schema: ZTestDirectoryPage, signal }),
  });

export const testDirectoryEntryQuery = (id: number) =>
  queryOptions({
    queryKey: helpKeys.test(id),
    queryFn: ({ signal }) => api(`/api/help/tests/${id}`, { schema: ZTestDirectoryEntry, signal }),
    retry: false,
  });

/** Write (no id) or change (id) an article; the lists and categories refresh, the article is put in place. */
export function useSaveHelpArticle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: THelpArticleInput }) =>
      id
        ? api(`/api/help/articles/${id}`, { method: 'PUT', body: input, schema: ZHelpArticle })
        : api('/api/help/articles', { method: 'POST', body: input, schema: ZHelpArticle }),
    onSuccess: (a: THelpArticle) => {
      qc.setQueryData(helpKeys.detail(a.id), a);
      void qc.invalidateQueries({ queryKey: helpKeys.lists() });
      void qc.invalidateQueries({ queryKey: helpKeys.categories() });
    },
  });
}

/** Retire (active false) or restore (active true) an article. */
export function useSetHelpArticleActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api(`/api/help/articles/${id}/${active ? 'restore' : 'retire'}`, { method: 'POST', schema: ZHelpArticle }),
    onSuccess: (a: THelpArticle) => {
      qc.setQueryData(helpKeys.detail(a.id), a);
      void qc.invalidateQueries({ queryKey: helpKeys.lists() });
      void qc.invalidateQueries({ queryKey: helpKeys.categories() });
    },
  });
}
