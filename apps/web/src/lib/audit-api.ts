import { ZAuditPage, type TAuditQuery } from '@lab/domain';
import { api } from '@/lib/api-client';

export const getAudit = (query: Partial<TAuditQuery>, signal?: AbortSignal) =>
  api('/api/aggrid/data', { query, schema: ZAuditPage, signal });
