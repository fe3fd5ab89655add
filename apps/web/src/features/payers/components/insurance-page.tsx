import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Drawer, Stack, Title } from '@mantine/core';
import { PAYER_SORT_FIELDS, type TPayer } from '@lab/domain';
import { payerListQuery } from '@/api/payers/list-payers';
import { activeColumn, DataTable, ListToolbar, NewRecordButton, useServerList } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { PayerCoverages } from './payer-coverages';
import { PayerForm } from './payer-form';

const columns: ColumnDef<TPayer, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'payerCode', header: 'Payer id', accessorKey: 'payerCode' },
  { id: 'financialClass', header: 'Financial class', accessorKey: 'financialClassLabel', enableSorting: false },
  { id: 'phone', header: 'Phone', accessorKey: 'phone', enableSorting: false },
  activeColumn(),
];

/** Insurance payers: search, create, edit, deactivate; a payer's drawer lists the coverages pointing at it. */
export function InsurancePage() {
  const [open, setOpen] = useState<TPayer | 'new' | null>(null);
  const list = useServerList({ query: payerListQuery, sort: { fields: PAYER_SORT_FIELDS }, status: 'active' });
  const payer = open === 'new' ? null : open;

  return (
    <>
      <PageHeader
        title="Insurance"
        subtitle="Payers and the coverages that point at them."
        actions={<NewRecordButton onClick={() => setOpen('new')}>New payer</NewRecordButton>}
      />
      <Stack>
        <ListToolbar
          list={list}
          prominent
          search={{ 'aria-label': 'Search payers', placeholder: 'Payer name or id', w: { base: '100%', sm: 320 } }}
        />
        <DataTable
          label="Payers"
          columns={columns}
          {...list.tableProps}
          onRowClick={(p) => setOpen(p)}
          getRowId={(p) => String(p.id)}
          isRowMuted={(p) => !p.active}
          emptyText="No payer matches."
        />
      </Stack>
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="xl"
        title={<Title order={3}>{payer ? payer.name : 'New payer'}</Title>}
      >
        {open !== null && (
          <Stack gap="xl">
            <PayerForm key={payer?.updatedAt ?? 'new'} payer={payer} onSaved={(p) => setOpen(p)} />
            {payer && (
              <Stack gap="xs">
                <Title order={4}>Coverages with this payer</Title>
                <PayerCoverages payerId={payer.id} />
              </Stack>
            )}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
