import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase, type TCaseStatusChange } from '@lab/domain';
import { api } from '@/lib/api-client';
import { putCase } from '@/api/cases/case-cache';

export const changeCaseStatus = (id: number, body: TCaseStatusChange) =>
  api(`/api/cases/${id}/status`, { method: 'POST', body, schema: ZCase });

export function useChangeCaseStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCaseStatusChange) => changeCaseStatus(id, body),
    onSuccess: (c) => putCase(qc, c),
  });
}
