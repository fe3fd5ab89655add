import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase, type TCaseUpdate } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKey } from './get-case';

/** Changes the order of a case (until sign-out); only the fields sent change. */
export const updateCase = (id: number, body: TCaseUpdate) => api(`/api/cases/${id}`, { method: 'PATCH', body, schema: ZCase });

export function useUpdateCase(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCaseUpdate) => updateCase(id, body),
    onSuccess: (c) => {
      qc.setQueryData(caseKey(id), c);
      void qc.invalidateQueries({ queryKey: ['cases'] });
    },
  });
}
