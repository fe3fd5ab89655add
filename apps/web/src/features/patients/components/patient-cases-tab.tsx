import { CASE_TYPE_LABELS, type TCaseStatus, type TCaseType, type TPatientCase, type TPriority } from '@lab/domain';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { DataTable, unsortable, useServerList } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { patientCasesQuery } from '../api/list-patient-cases';

const columns = unsortable<TPatientCase>([
  { id: 'caseNumber', header: 'Case', accessorKey: 'caseNumber' },
  {
    id: 'caseType',
    header: 'Type',
    accessorKey: 'caseType',
    cell: (c) => CASE_TYPE_LABELS[c.getValue() as TCaseType] ?? c.getValue(),
  },
  {
    id: 'status',
    header: 'Status',
    accessorKey: 'status',
    size: 170,
    cell: (c) => <CaseStatusBadge status={c.getValue() as TCaseStatus} />,
  },
  {
    id: 'priority',
    header: 'Priority',
    accessorKey: 'priority',
    size: 90,
    cell: (c) => <PriorityBadge priority={c.getValue() as TPriority} />,
  },
  {
    id: 'receivedAt',
    header: 'Received',
    accessorKey: 'receivedAt',
    cell: (c) => formatDateTime(c.getValue() as string),
  },
]);

/** The patient's cases, newest first. */
export function PatientCasesTab({ patientId }: { patientId: number }) {
  const list = useServerList({ query: (r) => patientCasesQuery(patientId, r), pageSize: 10, fixedPageSize: true });
  return (
    <DataTable
      label="Cases"
      columns={columns}
      {...list.tableProps}
      getRowId={(c) => String(c.id)}
      emptyText="No cases for this patient."
    />
  );
}
