import { ZDocumentPage, type TDocumentListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';

export const listDocuments = (query: Partial<TDocumentListQuery>, signal?: AbortSignal) =>
  api('/api/documents', { query, schema: ZDocumentPage, signal });
