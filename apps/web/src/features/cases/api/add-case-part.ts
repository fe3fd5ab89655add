import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase, type TCasePartInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys } from '@/api/query-keys';

export const addCasePart = (id: number, body: TCasePartInput) =>
  api(`/api/cases/${id}/parts`, { method: 'POST', body, schema: ZCase });

export function useAddCasePart(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCasePartInput) => addCasePart(id, body),
    onSuccess: (c) => qc.setQueryData(caseKeys.detail(id), c),
  });
}
