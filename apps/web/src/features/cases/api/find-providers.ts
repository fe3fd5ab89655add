import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { providerListQuery } from '@/api/providers/list-providers';

/** Active ordering providers matching what is typed. */
export function useFindProviders(text: string) {
  const [q] = useDebouncedValue(text.trim(), 200);
  return useQuery({ ...providerListQuery({ q: q || undefined, pageSize: 20, active: true }), staleTime: 30_000 });
}
