import { useQuery } from '@tanstack/react-query';
import { ZDiagnosis } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

export const diagnosisKey = caseKeys.diagnosis;

/** The working diagnosis of a case (or the signed one, read-only, once signed out). */
export const getDiagnosis = (caseId: number, signal?: AbortSignal) =>
  api(`/api/cases/${caseId}/diagnosis`, { schema: ZDiagnosis, signal });

export const useDiagnosis = (caseId: number) =>
  useQuery({
    queryKey: diagnosisKey(caseId),
    queryFn: ({ signal }) => getDiagnosis(caseId, signal),
    // The editor owns the draft once loaded: a refetch on focus must not overwrite what is being typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
