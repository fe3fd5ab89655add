import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCase, type TCasePartUpdate } from '@lab/domain';
import { api } from '@/lib/api-client';
import { putCase } from '@/api/cases/case-cache';

/** Changes a part's body site, laterality or description (until sign-out); parts are never deleted. */
export const updateCasePart = (id: number, partId: number, body: TCasePartUpdate) =>
  api(`/api/cases/${id}/parts/${partId}`, { method: 'PATCH', body, schema: ZCase });

export function useUpdateCasePart(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ partId, body }: { partId: number; body: TCasePartUpdate }) => updateCasePart(id, partId, body),
    onSuccess: (c) => putCase(qc, c),
  });
}
