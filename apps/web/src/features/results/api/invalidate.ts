import type { QueryClient } from '@tanstack/react-query';
import { caseKeys, reportKeys, resultKeys } from '@/api/query-keys';

/** After a signing (final, corrected, addendum): the case, its diagnosis, versions and every report list move. */
export function invalidateCaseResults(qc: QueryClient, caseId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: caseKeys.diagnosis(caseId) }),
    qc.invalidateQueries({ queryKey: caseKeys.detail(caseId) }),
    qc.invalidateQueries({ queryKey: caseKeys.reports(caseId) }),
    qc.invalidateQueries({ queryKey: caseKeys.criticalCalls(caseId) }),
    qc.invalidateQueries({ queryKey: resultKeys.worklists() }),
    qc.invalidateQueries({ queryKey: reportKeys.all() }),
  ]);
}
