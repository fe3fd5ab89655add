import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { patientListQuery } from '@/api/patients/list-patients';

/** Patients matching what the accessioner types (name, MRN or date of birth). */
export function useFindPatients(text: string) {
  const [q] = useDebouncedValue(text.trim(), 200);
  return useQuery({
    ...patientListQuery({ q, pageSize: 8 }),
    enabled: q.length >= 2,
    staleTime: 10_000,
    // The list stays while the next keystroke's answer loads, so Enter always has something to pick.
    placeholderData: keepPreviousData,
  });
}
