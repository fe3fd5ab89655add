import { ZFishSession, type TFishCountsInput } from '@lab/domain';
import { api } from '@/lib/api-client';

/** Saves the caller's counts (the whole list) as they are typed; the answer carries the server's classification. */
export const saveFishCounts = (caseId: number, sessionId: number, body: TFishCountsInput) =>
  api(`/api/cases/${caseId}/fish/${sessionId}`, { method: 'PUT', body, schema: ZFishSession });
