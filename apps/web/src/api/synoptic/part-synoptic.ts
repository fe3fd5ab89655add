import { useQuery } from '@tanstack/react-query';
import {
  ZPartSynoptic,
  ZPartSynopticConflict,
  ZProtocolList,
  type TPartSynoptic,
  type TPartSynopticInput,
} from '@lab/domain';
import { api, ApiError } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

const partPath = (caseId: number, part: string) => `/api/cases/${caseId}/parts/${encodeURIComponent(part)}/synoptic`;

/** A part's checklist as stored, or null while the part has none (the server answers 404). */
export async function getPartSynoptic(caseId: number, part: string, signal?: AbortSignal) {
  try {
    return await api(partPath(caseId, part), { schema: ZPartSynoptic, signal });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const usePartSynoptic = (caseId: number, part: string) =>
  useQuery({
    queryKey: caseKeys.synoptic(caseId, part),
    queryFn: ({ signal }) => getPartSynoptic(caseId, part, signal),
    // The checklist owns its answers once loaded: a refetch must not overwrite what is being typed.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

/** The protocols suggested for a part from its specimen and diagnosis, best first. */
export const useProtocolSuggestions = (caseId: number, part: string) =>
  useQuery({
    queryKey: caseKeys.synopticSuggestions(caseId, part),
    queryFn: ({ signal }) => api(`${partPath(caseId, part)}/suggestions`, { schema: ZProtocolList, signal }),
  });

/** Saves a part's checklist whole; a stale rowVersion answers 409 with the stored one. */
export const savePartSynoptic = (caseId: number, part: string, body: TPartSynopticInput) =>
  api(partPath(caseId, part), { method: 'PUT', body, schema: ZPartSynoptic });

/** The stored checklist when a save lost a race (409 stale_version), else null. */
export function synopticConflictOf(error: unknown): TPartSynoptic | null {
  if (!(error instanceof ApiError) || error.code !== 'stale_version') return null;
  const parsed = ZPartSynopticConflict.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

/** The engine's 400: each `answers.<linkId>` message by linkId. */
export function answerErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([k]) => k.startsWith('answers.'))
      .map(([k, v]) => [k.slice('answers.'.length), v]),
  );
}
