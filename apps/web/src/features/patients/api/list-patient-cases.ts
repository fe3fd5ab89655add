import { queryOptions } from '@tanstack/react-query';
import { ZPatientCasePage } from '@lab/domain';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/api/query-keys';

type PatientCasesQuery = { page: number; pageSize: number };

export const listPatientCases = (patientId: number, query: PatientCasesQuery, signal?: AbortSignal) =>
  api(`/api/patients/${patientId}/cases`, { query, schema: ZPatientCasePage, signal });

/** The patient's cases, newest first (the server orders). */
export const patientCasesQuery = (patientId: number, { page, pageSize }: PatientCasesQuery) =>
  queryOptions({
    queryKey: patientKeys.cases(patientId, { page, pageSize }),
    queryFn: ({ signal }) => listPatientCases(patientId, { page, pageSize }, signal),
  });
