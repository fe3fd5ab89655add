import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFishSession, type TFishSession } from '@lab/domain';
import { api } from '@/lib/api-client';
import { putSession } from './update-session-cache';

/** The moves of a scoring: hand in a count, become the second reader, accept into the case, discard. */
export type FishSessionAction = 'submit' | 'second-reader' | 'accept' | 'discard';

export const fishSessionAction = (s: Pick<TFishSession, 'caseId' | 'id'>, action: FishSessionAction) =>
  api(`/api/cases/${s.caseId}/fish/${s.id}/${action}`, { method: 'POST', schema: ZFishSession });

export function useFishSessionAction(s: Pick<TFishSession, 'caseId' | 'id'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: FishSessionAction) => fishSessionAction(s, action),
    onSuccess: (x) => putSession(qc, x),
  });
}
