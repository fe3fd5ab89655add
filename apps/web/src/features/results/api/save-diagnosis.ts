import { ZDiagnosis, ZDiagnosisConflict, type TDiagnosis, type TDiagnosisInput } from '@lab/domain';
import { api, ApiError } from '@/lib/api-client';

/** Saves the whole working diagnosis; a stale `rowVersion` answers 409 with the version on the server. */
export const saveDiagnosis = (caseId: number, body: TDiagnosisInput) =>
  api(`/api/cases/${caseId}/diagnosis`, { method: 'PUT', body, schema: ZDiagnosis });

/** The server's version when a save lost a race (code stale_version, with `current`), else null (e.g. signed out since). */
export function conflictOf(error: unknown): TDiagnosis | null {
  if (!(error instanceof ApiError) || error.code !== 'stale_version') return null;
  const parsed = ZDiagnosisConflict.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}
