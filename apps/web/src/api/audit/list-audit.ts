import { queryOptions } from '@tanstack/react-query';
import { ZAuditPage, type TAuditQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { auditKeys } from '../query-keys';

/** One page of the audit trail, or of one record's history (`entity`, `entityId`). */
export const listAudit = (query: Partial<TAuditQuery>, signal?: AbortSignal) =>
  api('/api/aggrid/data', { query, schema: ZAuditPage, signal });

export const auditListQuery = (query: Partial<TAuditQuery>) =>
  queryOptions({ queryKey: auditKeys.list(query), queryFn: ({ signal }) => listAudit(query, signal) });
