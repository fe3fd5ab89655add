import { useQuery } from '@tanstack/react-query';
import { ZPatientDuplicates } from '@lab/domain';
import { api } from '@/lib/api-client';
import { patientKeys } from '@/api/query-keys';

export const findDuplicates = (q: { firstName: string; lastName: string; dob: string }, signal?: AbortSignal) =>
  api('/api/patients/duplicates', { query: q, schema: ZPatientDuplicates, signal });

/** Same name and date of birth as someone registered already (asked once names and a full date are typed). */
export function useDuplicates(q: { firstName: string; lastName: string; dob: string }, enabled: boolean) {
  const ready = enabled && !!q.firstName.trim() && !!q.lastName.trim() && /^\d{4}-\d{2}-\d{2}$/.test(q.dob);
  return useQuery({
    queryKey: patientKeys.duplicates({
      firstName: q.firstName.trim().toLowerCase(),
      lastName: q.lastName.trim().toLowerCase(),
      dob: q.dob,
    }),
    queryFn: ({ signal }) => findDuplicates(q, signal),
    enabled: ready,
    staleTime: 30_000,
  });
}
