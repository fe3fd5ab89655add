import type { QueryClient } from '@tanstack/react-query';
import { caseKeys } from '@/api/query-keys';

/** A case was added or changed: the lists and the home page's counters move; the case itself is put in place. */
export const invalidateCaseLists = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: caseKeys.lists() }), qc.invalidateQueries({ queryKey: caseKeys.summary() })]);
