import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAccessionedOrder } from '@lab/domain';
import { api } from '@/lib/api-client';
import { caseKeys, orderKeys } from '@/api/query-keys';

/** Accessions an incoming order as a case; `patientId` chooses the patient instead of the proposed match. */
export const accessionOrder = (id: number, patientId?: number) =>
  api(`/api/orders/${id}/accession`, {
    method: 'POST',
    body: patientId ? { patientId } : {},
    schema: ZAccessionedOrder,
  });

export function useAccessionOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patientId }: { id: number; patientId?: number }) => accessionOrder(id, patientId),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: orderKeys.all() });
      void qc.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
