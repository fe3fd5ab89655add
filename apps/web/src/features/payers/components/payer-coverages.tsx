import { useNavigate } from '@tanstack/react-router';
import type { TPayerCoverage } from '@lab/domain';
import { DataTable, unsortable, useServerList } from '@/components/data-table';
import { payerCoveragesQuery } from '../api/list-payer-coverages';

const columns = unsortable<TPayerCoverage>([
  { id: 'patientName', header: 'Patient', accessorKey: 'patientName' },
  { id: 'mrn', header: 'MRN', accessorKey: 'mrn' },
  { id: 'policyNumber', header: 'Policy', accessorKey: 'policyNumber' },
  { id: 'rank', header: 'Rank', accessorKey: 'rank' },
  { id: 'active', header: 'Status', cell: ({ row }) => (row.original.active ? 'Active' : 'Ended') },
]);

/** The coverages that point at a payer; a row opens the patient. */
export function PayerCoverages({ payerId }: { payerId: number }) {
  const navigate = useNavigate();
  const list = useServerList({ query: (r) => payerCoveragesQuery(payerId, r), pageSize: 10, fixedPageSize: true });
  return (
    <DataTable
      label="Coverages with this payer"
      columns={columns}
      {...list.tableProps}
      onRowClick={(c) => void navigate({ to: `/patient/${c.patientId}` })}
      getRowId={(c) => String(c.id)}
      isRowMuted={(c) => !c.active}
      emptyText="No coverage points at this payer."
    />
  );
}
