import { queryOptions } from '@tanstack/react-query';
import { ZPatientPage, type TPatientListQuery } from '@lab/domain';
import { api } from '@/lib/api-client';
import { patientKeys } from '../query-keys';

/** Patients by name, MRN or date of birth: the patient list, the accession and merge pickers, document targets. */
export const listPatients = (query: TPatientListQuery, signal?: AbortSignal) =>
  api('/api/patients', { query, schema: ZPatientPage, signal });

export const patientListQuery = (query: TPatientListQuery) =>
  queryOptions({ queryKey: patientKeys.list(query), queryFn: ({ signal }) => listPatients(query, signal) });
