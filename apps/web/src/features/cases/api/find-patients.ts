import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { ZPatientPage } from '@lab/domain';
import { api } from '@/lib/api-client';

export const findPatients = (q: string, signal?: AbortSignal) =>
  api('/api/patients', { query: { q, pageSize: 8 }, schema: ZPatientPage, signal });

/** Patients matching what the accessioner types (name, MRN or date of birth). */
export function useFindPatients(text: string) {
  const [q] = useDebouncedValue(text.trim(), 200);
  return useQuery({
    queryKey: ['patients', 'find', q],
    queryFn: ({ signal }) => findPatients(q, signal),
    enabled: q.length >= 2,
    staleTime: 10_000,
    // The list stays while the next keystroke's answer loads, so Enter always has something to pick.
    placeholderData: keepPreviousData,
  });
}
