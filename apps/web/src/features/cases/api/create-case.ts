import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase, type TCaseInput } from '@lab/domain';
import { api } from '@/lib/api-client';
import { invalidateCaseLists } from '@/api/cases/case-cache';

/** Accessions a case; the answer carries its new number. */
export const createCase = (body: TCaseInput) => api('/api/cases', { method: 'POST', body, schema: ZCase });

export function useCreateCase() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCase, onSuccess: () => invalidateCaseLists(qc) });
}
