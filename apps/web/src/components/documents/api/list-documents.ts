import { queryOptions } from '@tanstack/react-query';
import { ZDocumentPage, type TDocumentListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { documentKeys } from '@/api/query-keys';

export const listDocuments = (query: Partial<TDocumentListQuery>, signal?: AbortSignal) =>
  api('/api/documents', { query, schema: ZDocumentPage, signal });

export const documentListQuery = (query: Partial<TDocumentListQuery>) =>
  queryOptions({ queryKey: documentKeys.list(query), queryFn: ({ signal }) => listDocuments(query, signal) });
