import { useQuery } from '@tanstack/react-query';
import { ZPhysicianFacility } from '@lab/domain';
import { api } from '@/lib/api-client';
import { providerKeys } from '@/api/query-keys';

/** The signed-in physician's facility (the one the providers they add join). */
export const useMyFacility = (enabled: boolean) =>
  useQuery({
    queryKey: providerKeys.myFacility(),
    queryFn: ({ signal }) => api('/api/providers/my-facility', { schema: ZPhysicianFacility, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
