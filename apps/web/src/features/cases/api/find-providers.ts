import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { ZProviderPage } from '@lab/domain';
import { api } from '@/lib/api-client';

export const findProviders = (q: string, signal?: AbortSignal) =>
  api('/api/providers', { query: { q: q || undefined, pageSize: 20, active: true }, schema: ZProviderPage, signal });

/** Active ordering providers matching what is typed. */
export function useFindProviders(text: string) {
  const [q] = useDebouncedValue(text.trim(), 200);
  return useQuery({
    queryKey: ['providers', 'find', q],
    queryFn: ({ signal }) => findProviders(q, signal),
    staleTime: 30_000,
  });
}
