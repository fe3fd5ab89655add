import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase, type TCaseStatusChange } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';
import { invalidateCaseLists } from './invalidate-case-lists';

export const changeCaseStatus = (id: number, body: TCaseStatusChange) =>
  api(`/api/cases/${id}/status`, { method: 'POST', body, schema: ZCase });

export function useChangeCaseStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCaseStatusChange) => changeCaseStatus(id, body),
    onSuccess: (c) => {
      qc.setQueryData(caseKeys.detail(id), c);
      void invalidateCaseLists(qc);
    },
  });
}
