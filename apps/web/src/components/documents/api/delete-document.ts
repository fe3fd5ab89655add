import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/api/query-keys';
import { ZDocument, type TDocumentDelete } from '@lab/domain';
import { api } from '@/lib/api-client';

export const deleteDocument = (id: number, body: TDocumentDelete) =>
  api(`/api/documents/${id}/delete`, { method: 'POST', body, schema: ZDocument });

export function useDeleteDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TDocumentDelete & { id: number }) => deleteDocument(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.lists() }),
  });
}
