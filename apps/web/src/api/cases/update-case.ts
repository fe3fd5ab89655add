import { ZCase, type TCaseUpdate } from '@lab/domain';
import { api } from '@/lib/api-client';

/** Changes the order of a case, or hands it to another pathologist (until sign-out); only the fields sent change. */
export const updateCase = (id: number, body: TCaseUpdate) =>
  api(`/api/cases/${id}`, { method: 'PATCH', body, schema: ZCase });
