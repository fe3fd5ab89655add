import { ZPatientPage, type TPatientListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';

export const listPatients = (query: TPatientListQuery, signal?: AbortSignal) =>
  api('/api/patients', { query, schema: ZPatientPage, signal });
