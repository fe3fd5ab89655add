import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase, type TCaseUpdate } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';
import { invalidateCaseLists } from './invalidate-case-lists';

/** Changes the order of a case (until sign-out); only the fields sent change. */
export const updateCase = (id: number, body: TCaseUpdate) => api(`/api/cases/${id}`, { method: 'PATCH', body, schema: ZCase });

export function useUpdateCase(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCaseUpdate) => updateCase(id, body),
    onSuccess: (c) => {
      qc.setQueryData(caseKeys.detail(id), c);
      void invalidateCaseLists(qc);
    },
  });
}
