import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZFishSession, type TFishSessionInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { putSession } from './update-session-cache';

export const startFishSession = (caseId: number, body: TFishSessionInput) =>
  api(`/api/cases/${caseId}/fish`, { method: 'POST', body, schema: ZFishSession });

export function useStartFishSession(caseId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TFishSessionInput) => startFishSession(caseId, body),
    onSuccess: (s) => putSession(qc, s),
  });
}
