import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase, type TCasePartInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { putCase } from '@/api/cases/case-cache';

export const addCasePart = (id: number, body: TCasePartInput) =>
  api(`/api/cases/${id}/parts`, { method: 'POST', body, schema: ZCase });

export function useAddCasePart(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCasePartInput) => addCasePart(id, body),
    onSuccess: (c) => putCase(qc, c),
  });
}
