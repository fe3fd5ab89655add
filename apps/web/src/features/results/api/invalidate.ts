import type { QueryClient } from '@tanstack/react-query';
import { diagnosisKey } from './get-diagnosis';
import { resultCaseKey } from './get-result-case';
import { reportsKey } from './get-reports';

/** After a signing (final, corrected, addendum): the case, its diagnosis, versions and every report list move. */
export function invalidateCaseResults(qc: QueryClient, caseId: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: diagnosisKey(caseId) }),
    qc.invalidateQueries({ queryKey: resultCaseKey(caseId) }),
    qc.invalidateQueries({ queryKey: reportsKey(caseId) }),
    qc.invalidateQueries({ queryKey: ['results-worklist'] }),
    qc.invalidateQueries({ queryKey: ['my-reports'] }),
    qc.invalidateQueries({ queryKey: ['report-search'] }),
    qc.invalidateQueries({ queryKey: ['critical-calls', caseId] }),
  ]);
}
