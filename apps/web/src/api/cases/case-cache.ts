import type { QueryClient } from '@tanstack/react-query';
import type { TCase } from '@lab/domain';
import { caseKeys, resultKeys } from '../query-keys';

/** A case was added or changed: the case lists, the home page's counters and the diagnosis worklist move. */
export const invalidateCaseLists = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: caseKeys.lists() }),
    qc.invalidateQueries({ queryKey: caseKeys.summary() }),
    qc.invalidateQueries({ queryKey: resultKeys.worklists() }),
  ]);

/** The server's answer for a changed case goes in place (case page and workspace share it); the lists follow. */
export function putCase(qc: QueryClient, c: TCase) {
  qc.setQueryData(caseKeys.detail(c.id), c);
  void invalidateCaseLists(qc);
}
