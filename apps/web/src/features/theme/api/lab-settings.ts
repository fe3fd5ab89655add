import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZLabSettingsRecord, type TLabSettings } from '@lab/domain';
import { api } from '@/lib/api-client';
import { resultKeys, settingsKeys } from '@/api/query-keys';

export const labSettingsKey = settingsKeys.lab();
export const getLabSettings = () => api('/api/settings/lab', { schema: ZLabSettingsRecord });
export const useLabSettings = () => useQuery({ queryKey: labSettingsKey, queryFn: getLabSettings });

export const saveLabSettings = (body: TLabSettings) =>
  api('/api/settings/lab', { method: 'PUT', body, schema: ZLabSettingsRecord });

/** Sets the lab's time zone, report language and holidays (admin). */
export function useSaveLabSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveLabSettings,
    onSuccess: (data) => {
      qc.setQueryData(labSettingsKey, data);
      // The worklist counts each case's age on the lab's calendar.
      void qc.invalidateQueries({ queryKey: resultKeys.all() });
    },
  });
}
