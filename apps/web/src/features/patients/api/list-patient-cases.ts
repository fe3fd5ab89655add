import { ZPatientCasePage } from '@lab/domain';
import { api } from '@/lib/api-client';

export const listPatientCases = (patientId: number, query: { page: number; pageSize: number }, signal?: AbortSignal) =>
  api(`/api/patients/${patientId}/cases`, { query, schema: ZPatientCasePage, signal });
