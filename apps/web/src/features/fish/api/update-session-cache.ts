import type { QueryClient } from '@tanstack/react-query';
import type { TFishCaseSessions, TFishSession } from '@lab/domain';
import { caseFishQuery } from './get-case-fish';
import { fishKeys } from '@/api/query-keys';

/** Puts the server's answer for one session into the case's cached list (newest first), and refreshes the worklist. */
export function putSession(qc: QueryClient, s: TFishSession) {
  qc.setQueryData(caseFishQuery(s.caseId).queryKey, (old: TFishCaseSessions | undefined) => {
    if (!old) return old;
    const others = old.sessions.filter((x) => x.id !== s.id);
    return { ...old, sessions: [s, ...others].sort((a, b) => b.id - a.id) };
  });
  void qc.invalidateQueries({ queryKey: fishKeys.worklists() });
}
