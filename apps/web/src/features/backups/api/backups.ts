import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBackupJob, ZBackupOverview } from '@lab/domain';
import { api } from '@/lib/api-client';

/** docs/backup.md: the backups of the portal (administrators only). */
export const backupKeys = {
  overview: () => ['backups'] as const,
};

/** The jobs, the archives kept and the schedule; polled every half second while a backup is being made. */
export function useBackups() {
  return useQuery({
    queryKey: backupKeys.overview(),
    queryFn: ({ signal }) => api('/api/admin/backups', { schema: ZBackupOverview, signal }),
    refetchInterval: (q) => (q.state.data?.jobs.some((j) => j.status === 'running') ? 500 : false),
  });
}

export function useStartBackup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/admin/backups', { method: 'POST', body: {}, schema: ZBackupJob }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: backupKeys.overview() }),
  });
}
