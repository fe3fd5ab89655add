import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCaseUpdate } from '@lab/domain';
import { updateCase } from '@/api/cases/update-case';
import { putCase } from '@/api/cases/case-cache';

export function useUpdateCase(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCaseUpdate) => updateCase(id, body),
    onSuccess: (c) => putCase(qc, c),
  });
}
