import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CASE_TYPE_LABELS, type TCaseStatus, type TCaseType, type TPatientCase, type TPriority } from '@lab/domain';
import { CaseStatusBadge, PriorityBadge } from '@/components/case-badges';
import { DataTable, unsortable, useServerList } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { patientCasesQuery } from '../api/list-patient-cases';

const makeColumns = (t: TFunction<'patients'>) =>
  unsortable<TPatientCase>([
    { id: 'caseNumber', header: t('cases.case'), accessorKey: 'caseNumber' },
    {
      id: 'caseType',
      header: t('cases.type'),
      accessorKey: 'caseType',
      cell: (c) =>
        t(`caseTypes.${c.getValue() as string}`, {
          defaultValue: CASE_TYPE_LABELS[c.getValue() as TCaseType] ?? c.getValue(),
        }),
    },
    {
      id: 'status',
      header: t('cases.status'),
      accessorKey: 'status',
      size: 170,
      cell: (c) => <CaseStatusBadge status={c.getValue() as TCaseStatus} />,
    },
    {
      id: 'priority',
      header: t('cases.priority'),
      accessorKey: 'priority',
      size: 90,
      cell: (c) => <PriorityBadge priority={c.getValue() as TPriority} />,
    },
    {
      id: 'receivedAt',
      header: t('cases.received'),
      accessorKey: 'receivedAt',
      cell: (c) => formatDateTime(c.getValue() as string),
    },
  ]);

/** The patient's cases, newest first. */
export function PatientCasesTab({ patientId }: { patientId: number }) {
  const { t } = useTranslation('patients');
  const columns = useMemo(() => makeColumns(t), [t]);
  const list = useServerList({ query: (r) => patientCasesQuery(patientId, r), pageSize: 10, fixedPageSize: true });
  return (
    <DataTable
      label={t('tabs.cases')}
      columns={columns}
      {...list.tableProps}
      getRowId={(c) => String(c.id)}
      emptyText={t('cases.empty')}
    />
  );
}
