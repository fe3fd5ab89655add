import type { ColumnDef } from '@tanstack/react-table';
import { CASE_TYPE_LABELS, type TCaseStatus, type TCaseType, type TPatientCase, type TPriority } from '@lab/domain';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { DataTable, useServerList } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { listPatientCases } from '../api/list-patient-cases';

const columns = (
  [
  { id: 'caseNumber', header: 'Case', accessorKey: 'caseNumber' },
  { id: 'caseType', header: 'Type', accessorKey: 'caseType', cell: (c) => CASE_TYPE_LABELS[c.getValue() as TCaseType] ?? c.getValue() },
  { id: 'status', header: 'Status', accessorKey: 'status', size: 170, cell: (c) => <CaseStatusBadge status={c.getValue() as TCaseStatus} /> },
  { id: 'priority', header: 'Priority', accessorKey: 'priority', size: 90, cell: (c) => <PriorityBadge priority={c.getValue() as TPriority} /> },
  { id: 'receivedAt', header: 'Received', accessorKey: 'receivedAt', cell: (c) => formatDateTime(c.getValue() as string) },
  ] satisfies ColumnDef<TPatientCase, unknown>[]
).map((c): ColumnDef<TPatientCase, unknown> => ({ ...c, enableSorting: false }));

/** The patient's cases, newest first. */
export function PatientCasesTab({ patientId }: { patientId: number }) {
  const list = useServerList(['patient-sub', 'cases', patientId], (p, signal) =>
    listPatientCases(patientId, { page: p.page, pageSize: p.pageSize }, signal),
  { pageSize: 10 });
  return (
    <DataTable
      label="Cases"
      columns={columns}
      data={list.query.data?.data ?? []}
      total={list.query.data?.total ?? 0}
      page={list.params.page}
      pageSize={list.params.pageSize}
      sort={undefined}
      loading={list.query.isFetching}
      onPageChange={list.setPage}
      onSortChange={() => {}}
      getRowId={(c) => String(c.id)}
      emptyText="No cases for this patient."
    />
  );
}
