import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZClientCreated,
  ZDestination,
  ZDestinationList,
  ZInterfaceClientList,
  ZInterfaceMessage,
  ZInterfaceMessagePage,
  type TDestinationInput,
  type TMessageQuery,
} from '@lab/domain';
import { api } from '@/lib/api-client';

/** docs/interfaces.md: destinations, the message log and interface clients (administrators only). */
export const interfaceKeys = {
  all: () => ['interfaces'] as const,
  messages: (q: Partial<TMessageQuery>) => ['interfaces', 'messages', q] as const,
  destinations: () => ['interfaces', 'destinations'] as const,
  clients: () => ['interfaces', 'clients'] as const,
};

export const messageListQuery = (query: Partial<TMessageQuery>) =>
  queryOptions({
    queryKey: interfaceKeys.messages(query),
    queryFn: ({ signal }) => api('/api/interfaces/messages', { query, schema: ZInterfaceMessagePage, signal }),
  });

export function useResendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/interfaces/messages/${id}/resend`, { method: 'POST', body: {}, schema: ZInterfaceMessage }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['interfaces', 'messages'] }),
  });
}

export function useDestinations() {
  return useQuery({
    queryKey: interfaceKeys.destinations(),
    queryFn: ({ signal }) => api('/api/interfaces/destinations', { schema: ZDestinationList, signal }),
  });
}

export function useSaveDestination() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TDestinationInput }) =>
      id
        ? api(`/api/interfaces/destinations/${id}`, { method: 'PATCH', body, schema: ZDestination })
        : api('/api/interfaces/destinations', { method: 'POST', body, schema: ZDestination }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: interfaceKeys.destinations() }),
  });
}

export function useDeactivateDestination() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/interfaces/destinations/${id}/deactivate`, { method: 'POST', body: {}, schema: ZDestination }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: interfaceKeys.destinations() }),
  });
}

export function useInterfaceClients() {
  return useQuery({
    queryKey: interfaceKeys.clients(),
    queryFn: ({ signal }) => api('/api/interfaces/clients', { schema: ZInterfaceClientList, signal }),
  });
}

export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; facilityIds?: number[] }) =>
      api('/api/interfaces/clients', { method: 'POST', body, schema: ZClientCreated }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: interfaceKeys.clients() }),
  });
}
