import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from '@tanstack/react-router';
import type { TPayerCoverage } from '@lab/domain';
import { DataTable, useServerList } from '@/components/data-table';
import { listPayerCoverages } from '../api/list-payer-coverages';

const columns = (
  [
    { id: 'patientName', header: 'Patient', accessorKey: 'patientName' },
    { id: 'mrn', header: 'MRN', accessorKey: 'mrn' },
    { id: 'policyNumber', header: 'Policy', accessorKey: 'policyNumber' },
    { id: 'rank', header: 'Rank', accessorKey: 'rank' },
    { id: 'active', header: 'Status', cell: ({ row }) => (row.original.active ? 'Active' : 'Ended') },
  ] satisfies ColumnDef<TPayerCoverage, unknown>[]
).map((c): ColumnDef<TPayerCoverage, unknown> => ({ ...c, enableSorting: false }));

/** The coverages that point at a payer; a row opens the patient. */
export function PayerCoverages({ payerId }: { payerId: number }) {
  const navigate = useNavigate();
  const list = useServerList(['payer-coverages', payerId], (p, signal) => listPayerCoverages(payerId, { page: p.page, pageSize: p.pageSize }, signal), {
    pageSize: 10,
  });
  return (
    <DataTable
      label="Coverages with this payer"
      columns={columns}
      data={list.query.data?.data ?? []}
      total={list.query.data?.total ?? 0}
      page={list.params.page}
      pageSize={list.params.pageSize}
      sort={undefined}
      loading={list.query.isFetching}
      onPageChange={list.setPage}
      onSortChange={() => {}}
      onRowClick={(c) => void navigate({ to: `/patient/${c.patientId}` })}
      getRowId={(c) => String(c.id)}
      isRowMuted={(c) => !c.active}
      emptyText="No coverage points at this payer."
    />
  );
}
