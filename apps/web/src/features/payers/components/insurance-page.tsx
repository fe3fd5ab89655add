import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Drawer, Stack, Title } from '@mantine/core';
import { PAYER_SORT_FIELDS, type TPayer } from '@lab/domain';
import { payerListQuery } from '@/api/payers/list-payers';
import { activeColumn, DataTable, ListToolbar, NewRecordButton, useServerList } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { PayerCoverages } from './payer-coverages';
import { PayerForm } from './payer-form';

const makeColumns = (t: TFunction<'payers'>): ColumnDef<TPayer, unknown>[] => [
  // A payer's name as the lab entered it ("Medicare Part B (Illinois)"; translate="no": content, docs/i18n.md).
  {
    id: 'name',
    header: t('columns.name'),
    accessorKey: 'name',
    cell: (c) => <span translate="no">{c.getValue() as string}</span>,
  },
  { id: 'payerCode', header: t('columns.payerId'), accessorKey: 'payerCode' },
  {
    id: 'financialClass',
    header: t('columns.financialClass'),
    accessorKey: 'financialClassLabel',
    enableSorting: false,
  },
  { id: 'phone', header: t('columns.phone'), accessorKey: 'phone', enableSorting: false },
  activeColumn(),
];

/** Insurance payers: search, create, edit, deactivate; a payer's drawer lists the coverages pointing at it. */
export function InsurancePage() {
  const { t } = useTranslation('payers');
  const columns = useMemo(() => makeColumns(t), [t]);
  const [open, setOpen] = useState<TPayer | 'new' | null>(null);
  const list = useServerList({ query: payerListQuery, sort: { fields: PAYER_SORT_FIELDS }, status: 'active' });
  const payer = open === 'new' ? null : open;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<NewRecordButton onClick={() => setOpen('new')}>{t('new')}</NewRecordButton>}
      />
      <Stack>
        <ListToolbar
          list={list}
          prominent
          search={{ 'aria-label': t('search'), placeholder: t('searchPlaceholder'), w: { base: '100%', sm: 320 } }}
        />
        <DataTable
          label={t('payers')}
          columns={columns}
          {...list.tableProps}
          onRowClick={(p) => setOpen(p)}
          getRowId={(p) => String(p.id)}
          isRowMuted={(p) => !p.active}
          emptyText={t('empty')}
        />
      </Stack>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={<Title order={3}>{payer ? payer.name : t('new')}</Title>}
      >
        {open !== null && (
          <Stack gap="xl">
            <PayerForm key={payer?.updatedAt ?? 'new'} payer={payer} onSaved={(p) => setOpen(p)} />
            {payer && (
              <Stack gap="xs">
                <Title order={4}>{t('coverages.title')}</Title>
                <PayerCoverages payerId={payer.id} />
              </Stack>
            )}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
