import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZTurnaroundTargets, type TTurnaroundTargets } from '@lab/domain';
import { api } from '@/lib/api-client';
import { resultKeys, settingsKeys } from '@/api/query-keys';

export const turnaroundKey = settingsKeys.turnaround();
export const getTurnaroundTargets = () => api('/api/settings/turnaround', { schema: ZTurnaroundTargets });
export const useTurnaroundTargets = () => useQuery({ queryKey: turnaroundKey, queryFn: getTurnaroundTargets });

export const saveTurnaroundTargets = (body: TTurnaroundTargets) =>
  api('/api/settings/turnaround', { method: 'PUT', body, schema: ZTurnaroundTargets });

/** Sets the turnaround targets the diagnosis worklist colours against (admin). */
export function useSaveTurnaroundTargets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTurnaroundTargets,
    onSuccess: (data) => {
      qc.setQueryData(turnaroundKey, data);
      // The worklist colours each case's age against these targets.
      void qc.invalidateQueries({ queryKey: resultKeys.all() });
    },
  });
}
