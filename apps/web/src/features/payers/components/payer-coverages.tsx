import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from '@tanstack/react-router';
import type { TPayerCoverage } from '@lab/domain';
import { DataTable, unsortable, useServerList } from '@/components/data-table';
import { payerCoveragesQuery } from '../api/list-payer-coverages';

const makeColumns = (t: TFunction<'payers'>) =>
  unsortable<TPayerCoverage>([
    { id: 'patientName', header: t('coverages.patient'), accessorKey: 'patientName' },
    { id: 'mrn', header: t('coverages.mrn'), accessorKey: 'mrn' },
    { id: 'policyNumber', header: t('coverages.policy'), accessorKey: 'policyNumber' },
    {
      id: 'rank',
      header: t('coverages.rank'),
      accessorKey: 'rank',
      cell: ({ row }) => t(`coverages.ranks.${row.original.rank}`, { defaultValue: row.original.rank }),
    },
    {
      id: 'active',
      header: t('coverages.status'),
      cell: ({ row }) => (row.original.active ? t('coverages.active') : t('coverages.ended')),
    },
  ]);

/** The coverages that point at a payer; a row opens the patient. */
export function PayerCoverages({ payerId }: { payerId: number }) {
  const { t } = useTranslation('payers');
  const columns = useMemo(() => makeColumns(t), [t]);
  const navigate = useNavigate();
  const list = useServerList({ query: (r) => payerCoveragesQuery(payerId, r), pageSize: 10, fixedPageSize: true });
  return (
    <DataTable
      label={t('coverages.title')}
      columns={columns}
      {...list.tableProps}
      onRowClick={(c) => void navigate({ to: `/patient/${c.patientId}` })}
      getRowId={(c) => String(c.id)}
      isRowMuted={(c) => !c.active}
      emptyText={t('coverages.empty')}
    />
  );
}
