import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Questionnaire } from '@medplum/fhirtypes';
import {
  checkQuestionnaire,
  ZProtocolCreated,
  ZProtocolList,
  ZProtocolSummary,
  ZQuestionnaireJson,
  type TCaseType,
} from '@lab/domain';
import { api } from '@/lib/api-client';
import { synopticProtocolKeys } from '@/api/query-keys';

/** Every protocol version, active and retired (docs/synoptic.md). */
export const useProtocols = () =>
  useQuery({
    queryKey: synopticProtocolKeys.lists(),
    queryFn: ({ signal }) => api('/api/synoptic/protocols', { schema: ZProtocolList, signal }),
  });

/**
 * A protocol version's Questionnaire, as the engine reads it. A stored version never changes, so it is read once;
 * the server only stores what checkQuestionnaire accepts, and the same check types it here.
 */
export async function getProtocol(id: number, signal?: AbortSignal): Promise<Questionnaire> {
  const json = await api(`/api/synoptic/protocols/${id}`, { schema: ZQuestionnaireJson, signal });
  const checked = checkQuestionnaire(json);
  if (!checked.ok) throw new Error(`Protocol ${id} cannot be shown: ${checked.errors.join('; ')}`);
  return checked.questionnaire;
}

export const useProtocol = (id: number | null) =>
  useQuery({
    queryKey: synopticProtocolKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getProtocol(id!, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });

/** Imports a Questionnaire JSON (admin); a 400 names each problem. */
export function useImportProtocol() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ questionnaire, caseTypes }: { questionnaire: unknown; caseTypes: TCaseType[] }) =>
      api('/api/synoptic/protocols', {
        method: 'POST',
        query: { caseTypes: caseTypes.join(',') },
        body: questionnaire,
        schema: ZProtocolCreated,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: synopticProtocolKeys.lists() }),
  });
}

/** Retires a protocol version (admin): parts reported with it keep it. */
export function useRetireProtocol() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/synoptic/protocols/${id}/retire`, { method: 'POST', schema: ZProtocolSummary }),
    onSuccess: () => qc.invalidateQueries({ queryKey: synopticProtocolKeys.all() }),
  });
}
